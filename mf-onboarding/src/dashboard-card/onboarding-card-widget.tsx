import { useMemo } from 'react';
import { useOwnerOverview } from '@portal/shared/api';
import { useNavigate } from '@portal/shared/router';
import { LoadFailedAlert } from '@portal/shared/ui';
import { onboardingCard } from './onboarding-card';
import { OnboardingCardView } from './onboarding-card-view';

/**
 * The 'onboarding-card' dashboard widget: the owner overview's onboarding (the most advanced property),
 * the one the shell's gate, banner and alerts read, so the card never says otherwise.
 */
export function OnboardingCardWidget() {
  const navigate = useNavigate();
  const overview = useOwnerOverview();
  const onboarding = overview.state === 'ready' ? overview.onboarding : null;
  const card = useMemo(() => (onboarding ? onboardingCard(onboarding) : null), [onboarding]);
  if (overview.state === 'error') {
    return <LoadFailedAlert title="Erro ao carregar seu cadastro" onRetry={overview.retry} />;
  }
  return <OnboardingCardView card={card} onNavigate={navigate} />;
}
