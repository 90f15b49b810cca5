// This remote's screens render as every app's do: the portal's providers, a store of their own, a fake backend.
export { renderScreen as renderCalendar } from '@portal/shared/testing';
export type { RenderedScreen as RenderedCalendar } from '@portal/shared/testing';
