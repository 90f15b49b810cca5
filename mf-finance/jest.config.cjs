const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest's jsdom resolves jsPDF's ES build, which it would have to transpile; its CommonJS build is the same library.
    '^jspdf$': require.resolve('jspdf/dist/jspdf.node.min.js'),
  },
};
