import { Spinner } from '@portal/shared/ui';

export function DashboardLoading() {
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', gap: 12, padding: 48 }}>
      <Spinner size="large" />
      <span>Carregando dashboard...</span>
    </div>
  );
}
