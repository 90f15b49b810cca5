// This remote's screens render as every app's do: the portal's providers, a store of their own, a fake backend.
export { renderScreen as renderOnboarding } from '@portal/shared/testing';
export type { RenderedScreen as RenderedOnboarding } from '@portal/shared/testing';
