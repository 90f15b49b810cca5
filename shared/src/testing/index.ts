export { renderWithProviders } from './render-with-providers';
export { StoryProviders } from './story-providers';
export type { ProvidersOptions } from './story-providers';
export { testAppConfig } from './test-app-config';
