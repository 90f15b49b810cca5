import { Alert } from './alert';
import { Button } from './button';

/** A read that failed: what failed, and 'Tentar novamente' to read again. Every screen and widget says it the same way. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}
