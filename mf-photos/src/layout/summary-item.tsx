import type { ReactNode } from 'react';

/** One line of a session's summary: an icon, what it is, its value and, on the confirmation screen, its 'Editar'. */
export function SummaryItem({ icon, term, action, children }: { icon: ReactNode; term: string; action?: ReactNode; children: ReactNode }) {
  return (
    <li>
      <span className="mfph-icon" aria-hidden>
        {icon}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <span className="mfph-summary-term">{term}</span>
        <span className="mfph-summary-value">{children}</span>
      </div>
      {action}
    </li>
  );
}
