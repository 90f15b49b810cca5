import { AreaInPreparation } from '@portal/shared/ui';

export function MessagesPage() {
  return <AreaInPreparation title="Mensagens" />;
}
