import { Card, Skeleton } from '@portal/shared/ui';

/** A screen's part while it loads: a card of skeleton lines, announced by `label`. */
export function LoadingCard({ label, rows }: { label?: string; rows: number }) {
  return (
    <Card>
      <Skeleton active paragraph={{ rows }} aria-label={label} />
    </Card>
  );
}
