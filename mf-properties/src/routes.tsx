import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { paths } from './paths';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

// Each page is its own chunk: opening the list downloads no wizard. The host's Suspense shows 'Carregando...'.
const PropertyListPage = lazy(() => import('./property-list/property-list-page').then((m) => ({ default: m.PropertyListPage })));
const PropertyRedirectPage = lazy(() => import('./property-redirect/property-redirect-page').then((m) => ({ default: m.PropertyRedirectPage })));
const PropertyIntroPage = lazy(() => import('./property-intro/property-intro-page').then((m) => ({ default: m.PropertyIntroPage })));
const PropertyWizardPage = lazy(() => import('./wizard/property-wizard-page').then((m) => ({ default: m.PropertyWizardPage })));

export const routes: RouteObject[] = [
  { path: paths.properties.path, Component: PropertyListPage },
  { path: paths.property.path, Component: PropertyRedirectPage },
  // The dashboard card's target in the spec's other reading: the same redirect as /propriedade/{id}.
  { path: paths.propertyAlias.path, Component: PropertyRedirectPage },
  { path: paths.propertyIntro.path, Component: PropertyIntroPage },
  { path: paths.propertyWizard.path, Component: PropertyWizardPage },
];
