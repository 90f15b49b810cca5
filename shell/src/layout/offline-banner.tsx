import { Alert } from '@portal/shared/ui';
import { useBrowserOnline } from '@portal/shared/outbox';

export function OfflineBanner() {
  const online = useBrowserOnline();
  if (online) return null;
  return <Alert type="warning" banner title="Você está offline. Algumas funções podem não estar disponíveis." />;
}
