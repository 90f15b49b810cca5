import type { ComponentType } from 'react';
import { OnboardingCardWidget } from './dashboard-card/onboarding-card-widget';

export const contractVersion = __CONTRACT_VERSION__;

export const widgets: Record<string, ComponentType> = {
  'onboarding-card': OnboardingCardWidget,
};
