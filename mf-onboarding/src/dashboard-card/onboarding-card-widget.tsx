import { useMemo } from 'react';
import { useNavigate } from '@portal/shared/router';
import { LoadFailedAlert } from '@portal/shared/ui';
import { useOnboardingSync } from '../onboarding-store/use-onboarding-sync';
import { onboardingCard } from './onboarding-card';
import { OnboardingCardView } from './onboarding-card-view';

/** The 'onboarding-card' dashboard widget, from the onboarding store synced with the owner's data. */
export function OnboardingCardWidget() {
  const navigate = useNavigate();
  const sync = useOnboardingSync();
  const steps = sync.state.steps;
  const card = useMemo(() => onboardingCard(new Set(steps.filter((s) => s.status === 'completed').map((s) => s.id))), [steps]);
  if (sync.isError) {
    return (
      <LoadFailedAlert title="Não foi possível carregar seu cadastro." onRetry={sync.retry} />
    );
  }
  return <OnboardingCardView card={sync.isLoading || !sync.state.lastSyncAt ? null : card} onNavigate={navigate} />;
}
