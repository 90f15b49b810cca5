import type { ReactNode } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useOwnerOverview } from '@portal/shared/api';
import { Button, Result } from '@portal/shared/ui';
import { LockOutlined } from '@portal/shared/icons';

/**
 * What the locked area tells the owner: to register a property while they have none; once they
 * have one, that the area opens when a property is active, and which step comes next.
 */
export function featureGateMessage(propertyCount: number, nextStepTitle: string | undefined): string {
  if (propertyCount === 0) return 'Conclua seu cadastro e registre sua propriedade para liberar esta área.';
  const opens = 'Esta área é liberada quando sua propriedade estiver ativa.';
  return nextStepTitle ? `${opens} Próxima etapa: ${nextStepTitle}.` : opens;
}

/** What a locked area (finance, calendar, reservations, messages) shows instead of itself. */
export function LockedArea({ message, onContinue }: { message: string; onContinue: () => void }) {
  return (
    <Result
      icon={<LockOutlined />}
      title="Disponível após o cadastro"
      subTitle={message}
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
  const nextStep = overview.onboarding.nextStep;
  return <LockedArea message={featureGateMessage(overview.properties.length, nextStep?.title)} onContinue={() => navigate(nextStep?.target ?? '/progresso-onboarding')} />;
}
