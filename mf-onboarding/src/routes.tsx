import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { paths } from './paths';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

// Each screen is its own chunk: the progress page downloads no wizard. The host's Suspense shows 'Carregando...'.
const OwnerWizardPage = lazy(() => import('./owner-wizard/owner-wizard-page').then((m) => ({ default: m.OwnerWizardPage })));
const OnboardingProgressPage = lazy(() => import('./progress/progress-pages').then((m) => ({ default: m.OnboardingProgressPage })));
const PropertyOnboardingPage = lazy(() => import('./progress/progress-pages').then((m) => ({ default: m.PropertyOnboardingPage })));

export const routes: RouteObject[] = [
  { path: paths.ownerWizard.path, Component: OwnerWizardPage },
  { path: paths.onboardingProgress.path, Component: OnboardingProgressPage },
  { path: paths.propertyOnboarding.path, Component: PropertyOnboardingPage },
];
