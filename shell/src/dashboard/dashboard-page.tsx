import { AreaInPreparation } from '@portal/shared/ui';

export function DashboardPage() {
  return <AreaInPreparation title="Início" />;
}
