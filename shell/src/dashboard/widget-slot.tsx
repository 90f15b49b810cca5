import { useAppConfig } from '@portal/shared/host';
import { RemoteWidget } from '../remotes/remote-widget';

/** The dashboard widgets by name; a slot stays empty until a remote offers its widget in app-config.json. */
export type DashboardWidgetName = 'onboarding-card' | 'property-cards' | 'earnings-chart' | 'photo-alerts' | 'unread-notifications';

export function WidgetSlot({ name }: { name: DashboardWidgetName }) {
  const { remotes } = useAppConfig();
  const owner = remotes.find((remote) => remote.widgets?.includes(name));
  if (!owner) return null;
  return <RemoteWidget remote={owner.name} name={name} />;
}
