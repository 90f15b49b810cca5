import { useState } from 'react';
import { formatBRL, formatCalendarDate, formatDayMonth, formatDayMonthName } from '@portal/shared/format';
import { Button, Skeleton } from '@portal/shared/ui';
import { stayAmounts } from './amounts';
import { channelLabel } from './channel-labels';
import type { FinanceReservation } from './finance-reservation';
import { FINANCE_STATUS_LABELS, financeStatus, type FinanceStatus } from './payout';

const LOADING_ROWS = 5;

function StatusBadge({ status }: { status: FinanceStatus }) {
  return <span className={`mff-status mff-status-${status}`}>{FINANCE_STATUS_LABELS[status]}</span>;
}

interface RowProps {
  reservation: FinanceReservation;
  today: string;
  brandName: string;
  propertyLabel: string;
  expanded: boolean;
  onToggle: () => void;
}

function guestsText(guests: number | null): string {
  const n = guests ?? 1;
  return `${n} ${n === 1 ? 'hóspede' : 'hóspedes'}`;
}

function ReservationRowItem({ reservation: r, today, brandName, propertyLabel, expanded, onToggle }: RowProps) {
  const status = financeStatus(r, today);
  const a = stayAmounts(r);
  const detailId = `mff-detail-${r.id}`;
  return (
    <li>
      <button type="button" className="mff-row" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle}>
        <span className="mff-row-guest">{r.guest_name ?? 'Hóspede'}</span>
        <span className="mff-row-amount">{formatBRL(r.host_payout)}</span>
        <span className="mff-row-meta">
          {formatDayMonth(r.check_in)} – {formatDayMonth(r.check_out)} · {guestsText(r.guests)}
        </span>
        <span>
          <StatusBadge status={status} />
        </span>
      </button>
      {expanded && (
        <div id={detailId} className="mff-detail" role="region" aria-label={`Reserva de ${r.guest_name ?? 'Hóspede'}`}>
          <dl>
            <dt>Propriedade</dt>
            <dd>{propertyLabel}</dd>
            <dt>Entrada</dt>
            <dd>{formatDayMonthName(r.check_in)}</dd>
            <dt>Saída</dt>
            <dd>{formatDayMonthName(r.check_out)}</dd>
            <dt>Noites</dt>
            <dd>{r.nights}</dd>
          </dl>
          <h4>Detalhamento Financeiro</h4>
          <dl>
            <dt>Valor bruto</dt>
            <dd>{formatBRL(a.gross)}</dd>
            <dt>Comissão do canal</dt>
            <dd>− {formatBRL(a.channelFee)}</dd>
            <dt>Comissão {brandName}</dt>
            <dd>− {formatBRL(a.providerFee)}</dd>
            <dt>Taxa de limpeza</dt>
            <dd>{formatBRL(a.cleaningFee)}</dd>
            <dt className="mff-net">Valor líquido</dt>
            <dd className="mff-net">{formatBRL(a.net)}</dd>
          </dl>
          <dl>
            <dt>Canal</dt>
            <dd>{channelLabel(r.platform, brandName)}</dd>
            {r.actual_payout_date ? (
              <>
                <dt>Repasse pago em</dt>
                <dd>{formatCalendarDate(r.actual_payout_date)}</dd>
              </>
            ) : (
              <>
                <dt>Repasse previsto</dt>
                <dd>{formatCalendarDate(r.expected_payout_date)}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </li>
  );
}

interface ListProps {
  /** The stays read so far. */
  reservations: readonly FinanceReservation[];
  /** How many stays of the filters are not shown yet (null while the count is on its way). */
  remaining: number | null;
  /** 'Mostrar mais' reads the next 50 (FINANCE_LIST_PAGE_SIZE); null when every stay is shown. */
  more: { load: () => void; loading: boolean } | null;
  today: string;
  brandName: string;
  propertyLabel: (propertyId: string) => string;
  /** The row open at first (stories). */
  defaultExpandedId?: string | null;
}

/** The expandable reservation list: one row open at a time; 'Mostrar mais' reads the next stays. */
export function ReservationList({ reservations, remaining, more, today, brandName, propertyLabel, defaultExpandedId = null }: ListProps) {
  const [expandedId, setExpandedId] = useState<string | null>(defaultExpandedId);
  return (
    <>
      <ul className="mff-list" aria-label="Reservas">
        {reservations.map((r) => (
          <ReservationRowItem
            key={r.id}
            reservation={r}
            today={today}
            brandName={brandName}
            propertyLabel={propertyLabel(r.property_id)}
            expanded={expandedId === r.id}
            onToggle={() => setExpandedId((current) => (current === r.id ? null : r.id))}
          />
        ))}
      </ul>
      {more && remaining !== 0 && (
        <Button block style={{ marginTop: 8 }} loading={more.loading} onClick={more.loading ? undefined : more.load}>
          {remaining === null ? 'Mostrar mais' : `Mostrar mais (${remaining})`}
        </Button>
      )}
    </>
  );
}

/** Five skeleton rows while the reservations load. */
export function ReservationListLoading() {
  return (
    <div role="status" aria-label="Carregando reservas">
      <ul className="mff-list" aria-hidden>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <li key={index} style={{ padding: '12px 14px' }}>
            <Skeleton active title={false} paragraph={{ rows: 2 }} aria-label="Carregando reserva" />
          </li>
        ))}
      </ul>
    </div>
  );
}
