import { Button } from './button';
import { Result } from './result';

interface Props {
  onRetry: () => void;
  /** Extra detail for the owner, e.g. that the module was published for another portal version. */
  detail?: string;
  /** Widgets get a compact box; routes get a full panel. */
  compact?: boolean;
}

/** What an owner sees when one module cannot load or crashes: the rest of the portal keeps working. */
export function ModuleFallback({ onRetry, detail, compact = false }: Props) {
  return (
    <div role="alert" data-testid="module-fallback" style={{ padding: compact ? 8 : 24 }}>
      <Result
        status="warning"
        title="Erro ao carregar este módulo"
        subTitle={detail}
        style={compact ? { padding: 16 } : undefined}
        extra={
          <Button type="primary" onClick={onRetry}>
            Tentar novamente
          </Button>
        }
      />
    </div>
  );
}
