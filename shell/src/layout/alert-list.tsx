import type { ComponentType } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { Alert as PortalAlert, AlertType } from '@portal/shared/domain';
import { Alert, Button } from '@portal/shared/ui';
import { CameraOutlined, FlagOutlined, InfoCircleOutlined, WalletOutlined } from '@portal/shared/icons';

/** Each alert type has its own colour and icon (spec part 1 §2). */
const LOOK: Record<AlertType, { type: 'info' | 'warning' | 'success' | 'error'; icon: ComponentType }> = {
  onboarding: { type: 'warning', icon: FlagOutlined },
  photography: { type: 'info', icon: CameraOutlined },
  payout: { type: 'success', icon: WalletOutlined },
  general: { type: 'error', icon: InfoCircleOutlined },
};

interface Props {
  alerts: PortalAlert[];
  onDismiss: (id: string) => void;
}

export function AlertList({ alerts, onDismiss }: Props) {
  const navigate = useNavigate();
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Alertas" style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
      {alerts.map((alert) => {
        const look = LOOK[alert.type];
        const Icon = look.icon;
        return (
          <Alert
            key={alert.id}
            data-alert-type={alert.type}
            type={look.type}
            showIcon
            icon={<Icon />}
            title={alert.title}
            description={alert.message}
            closable={alert.dismissible ? { 'aria-label': 'Fechar alerta' } : false}
            onClose={() => onDismiss(alert.id)}
            action={
              alert.action ? (
                <Button size="small" type="primary" onClick={() => navigate(alert.action!.route)}>
                  {alert.action.label}
                </Button>
              ) : undefined
            }
          />
        );
      })}
    </section>
  );
}
