export { loadAppConfig, parseAppConfig } from './app-config';
export type { AppConfig, RemoteConfig } from './app-config';
export type { WidgetsModule, WidgetStore } from './widgets-module';
export { AppConfigProvider, useAppConfig } from './app-config-context';
export { startSessionBridge } from './session-bridge';
export { renderStandalone } from './standalone-host';
export { PortalRoot } from './portal-root';
export { AreaInPreparationPage } from './area-in-preparation-page';
export { usePostalCodeLookup } from './use-postal-code-lookup';
