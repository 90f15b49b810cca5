import type { ReactNode } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useOwnerOverview } from '@portal/shared/api';
import { Button, Result } from '@portal/shared/ui';
import { LockOutlined } from '@portal/shared/icons';

/** What a locked area (finance, calendar, reservations, messages) shows instead of itself. */
export function LockedArea({ onContinue }: { onContinue: () => void }) {
  return (
    <Result
      icon={<LockOutlined />}
      title="Disponível após o cadastro"
      subTitle="Conclua seu cadastro e registre seu imóvel para liberar esta área."
      extra={
        <Button type="primary" onClick={onContinue}>
          Continuar cadastro
        </Button>
      }
    />
  );
}

/**
 * Finance, calendar, reservations and messages stay locked until the owner is onboarded or has a
 * property (spec part 1 §6). A deep link to them shows why and where to go next.
 */
export function FeatureGate({ children }: { children: ReactNode }) {
  const overview = useOwnerOverview();
  const navigate = useNavigate();
  if (overview.state !== 'ready' || !overview.flags.featuresBlocked) return <>{children}</>;
  const next = overview.onboarding.nextStep?.target ?? '/progresso-onboarding';
  return <LockedArea onContinue={() => navigate(next)} />;
}
