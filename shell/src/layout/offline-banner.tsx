import { Alert } from '@portal/shared/ui';
import { useOnline } from './use-online';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <Alert type="warning" banner title="Você está offline. Algumas funções podem não estar disponíveis." />;
}
