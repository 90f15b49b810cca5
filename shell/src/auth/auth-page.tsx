import { AreaInPreparation } from '@portal/shared/ui';

export function AuthPage() {
  return <AreaInPreparation title="Entrar" />;
}
