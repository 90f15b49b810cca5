// The example documents `npm start` serves: emitted by the bundler beside the remote's chunks, so they are served
// wherever the remote is deployed. A provider publishes its own by setting their addresses in app-config.json.
export const EXAMPLE_TERMS_OF_USE_URL = new URL('./termos-de-uso.html', import.meta.url).href;
export const EXAMPLE_MANAGEMENT_CONTRACT_URL = new URL('./contrato-de-gestao.html', import.meta.url).href;
