import { useNavigate } from '@portal/shared/router';
import { Button, Result } from '@portal/shared/ui';

interface Props {
  message: string;
  onRetry: () => void;
}

/** 'Erro no Dashboard' with its three ways out (spec part 2 §2). */
export function DashboardError({ message, onRetry }: Props) {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title="Erro no Dashboard"
      subTitle={message}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          Tentar Novamente
        </Button>,
        <Button key="reload" onClick={() => window.location.reload()}>
          Recarregar Página
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          Ir para Início
        </Button>,
      ]}
    />
  );
}
