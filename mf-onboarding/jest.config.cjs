const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // import.meta.url (how the bundler emits the example documents) does not exist in Jest's CommonJS.
    '^\\./example-documents$': '<rootDir>/src/legal-documents/example-documents.jest.ts',
  },
};
