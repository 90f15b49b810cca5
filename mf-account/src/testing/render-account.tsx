// This remote's screens render as every app's do: the portal's providers, a store of their own, a fake backend.
export { renderScreen as renderAccount } from '@portal/shared/testing';
export type { RenderedScreen as RenderedAccount } from '@portal/shared/testing';
