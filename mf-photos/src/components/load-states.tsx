import { Alert, Button, Card, Skeleton } from '@portal/shared/ui';

/** A screen's part while it loads: a card of skeleton lines, announced by `label`. */
export function LoadingCard({ label, rows }: { label?: string; rows: number }) {
  return (
    <Card>
      <Skeleton active paragraph={{ rows }} aria-label={label} />
    </Card>
  );
}

/** A read that failed: what failed, and 'Tentar novamente'. */
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
