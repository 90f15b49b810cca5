import { Skeleton } from '@portal/shared/ui';

/** A screen's part while it loads: cards of skeleton lines, announced by `label`. */
export function LoadingCards({ label, count = 2, rows = 3 }: { label: string; count?: number; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="mfc-stack">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="mfc-skeleton" aria-hidden>
          <Skeleton active paragraph={{ rows }} />
        </div>
      ))}
    </div>
  );
}
