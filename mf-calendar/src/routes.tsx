import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { paths } from './paths';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

// Each page is its own chunk: opening the selector downloads no month grid. The host's Suspense shows 'Carregando...'.
const CalendarEntryPage = lazy(() => import('./calendar-entry/calendar-entry-page').then((m) => ({ default: m.CalendarEntryPage })));
const PropertySelectorPage = lazy(() => import('./calendar-entry/property-selector-page').then((m) => ({ default: m.PropertySelectorPage })));
const PropertyCalendarPage = lazy(() => import('./calendar/property-calendar-page').then((m) => ({ default: m.PropertyCalendarPage })));
const ReservationTrackingPage = lazy(() => import('./reservations/reservation-tracking-page').then((m) => ({ default: m.ReservationTrackingPage })));

export const routes: RouteObject[] = [
  { path: paths.calendar.path, Component: CalendarEntryPage },
  { path: paths.selectProperty.path, Component: PropertySelectorPage },
  { path: paths.propertyCalendar.path, Component: PropertyCalendarPage },
  { path: paths.reservations.path, Component: ReservationTrackingPage },
];
