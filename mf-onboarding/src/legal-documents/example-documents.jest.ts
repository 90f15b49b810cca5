// Jest runs modules as CommonJS, where import.meta does not exist; the tests see the documents at these addresses.
export const EXAMPLE_TERMS_OF_USE_URL = 'http://localhost/termos-de-uso.html';
export const EXAMPLE_MANAGEMENT_CONTRACT_URL = 'http://localhost/contrato-de-gestao.html';
