import type { ReactNode } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useOwnerOverview } from '@portal/shared/api';
import { Button, Result } from '@portal/shared/ui';
import { LockOutlined } from '@portal/shared/icons';

/**
 * Finance, calendar, reservations and messages stay locked until the owner is onboarded or has a
 * property (spec part 1 §6). A deep link to them shows why and where to go next.
 */
export function FeatureGate({ children }: { children: ReactNode }) {
  const overview = useOwnerOverview();
  const navigate = useNavigate();
  if (overview.state !== 'ready' || !overview.flags.featuresBlocked) return <>{children}</>;
  const next = overview.onboarding.nextStep?.target ?? '/progresso-onboarding';
  return (
    <Result
      icon={<LockOutlined />}
      title="Disponível após o cadastro"
      subTitle="Conclua seu cadastro e registre sua propriedade para liberar esta área."
      extra={
        <Button type="primary" onClick={() => navigate(next)}>
          Continuar cadastro
        </Button>
      }
    />
  );
}
