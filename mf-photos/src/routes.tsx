import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { paths } from './paths';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

// Each screen is its own chunk: opening a session's detail downloads no booking flow. The host's Suspense shows 'Carregando...'.
const IntroPage = lazy(() => import('./intro/intro-page').then((m) => ({ default: m.IntroPage })));
const ChoosePropertyPage = lazy(() => import('./choose-property/choose-property-page').then((m) => ({ default: m.ChoosePropertyPage })));
const SchedulePage = lazy(() => import('./scheduling/schedule-page').then((m) => ({ default: m.SchedulePage })));
const ConfirmationPage = lazy(() => import('./confirmation/confirmation-page').then((m) => ({ default: m.ConfirmationPage })));
const SessionDetailPage = lazy(() => import('./session-detail/session-detail-page').then((m) => ({ default: m.SessionDetailPage })));
const FeedbackPage = lazy(() => import('./rating/feedback-page').then((m) => ({ default: m.FeedbackPage })));

export const routes: RouteObject[] = [
  { path: paths.intro.path, Component: IntroPage },
  { path: paths.chooseProperty.path, Component: ChoosePropertyPage },
  // The route table gives the scheduling and the confirmation screens two names each.
  { path: paths.schedule.path, Component: SchedulePage },
  { path: paths.scheduleAlias.path, Component: SchedulePage },
  { path: paths.confirmation.path, Component: ConfirmationPage },
  { path: paths.confirmationAlias.path, Component: ConfirmationPage },
  { path: paths.sessionDetail.path, Component: SessionDetailPage },
  { path: paths.feedback.path, Component: FeedbackPage },
];
