import { useId, useState } from 'react';
import { formatBRL, formatCalendarDate, formatDate } from '@portal/shared/format';
import { Button, fontSize, palette, PortalStyle, tones } from '@portal/shared/ui';
import type { TrackedReservation } from './get-tracked-reservations';
import { platformLabel, reservationNights, reservationStatusLabel } from './reservation-tracking';

const STATUS_COLOURS: Record<string, { color: string; background: string }> = {
  confirmed: { color: tones.success.text, background: tones.success.background },
  in_progress: { color: tones.info.text, background: tones.info.background },
  completed: { color: palette.textSecondary, background: tones.neutral.background },
  cancelled: { color: tones.danger.text, background: tones.danger.background },
  pending: { color: tones.warning.text, background: tones.warning.background },
};
const UNKNOWN_COLOURS = { color: palette.textSecondary, background: tones.neutral.background };

const CSS = `
.mfc-res{display:flex;flex-direction:column;gap:10px;box-sizing:border-box;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;min-width:0}
.mfc-res-head{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}
.mfc-res-guest{margin:0;font-size:${fontSize.heading}px;font-weight:650;color:${palette.text};overflow-wrap:anywhere}
.mfc-res-status{flex:none;padding:2px 10px;border-radius:999px;font-size:${fontSize.caption}px;font-weight:600}
.mfc-res-facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px 12px;margin:0}
.mfc-res-facts dt{font-size:${fontSize.caption}px;color:${palette.textSecondary}}
.mfc-res-facts dd{margin:0;font-size:${fontSize.body}px;color:${palette.text}}
.mfc-res-notes{margin:0;padding:8px 10px;border-radius:8px;background:${palette.readOnlyBackground};font-size:${fontSize.small}px;color:${palette.text}}
.mfc-res-details{margin:0;padding-top:8px;border-top:1px solid ${palette.divider};display:grid;grid-template-columns:minmax(0,1fr) auto;gap:6px 12px}
.mfc-res-details dt{color:${palette.textSecondary};font-size:${fontSize.small}px}
.mfc-res-details dd{margin:0;text-align:right;font-size:${fontSize.small}px;color:${palette.text};overflow-wrap:anywhere}
`;

interface Props {
  reservation: TrackedReservation;
}

/** One stay: who, where from, when, how many, how much; 'Detalhes' opens the full breakdown. */
export function ReservationCard({ reservation: r }: Props) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const guest = r.guest_name?.trim() || 'Hóspede';
  const colours = STATUS_COLOURS[r.status ?? ''] ?? UNKNOWN_COLOURS;
  const nights = reservationNights(r);
  return (
    <article className="mfc-res" aria-label={`${guest}, ${formatCalendarDate(r.check_in)}`}>
      <PortalStyle name="mf-calendar-reservation" css={CSS} />
      <div className="mfc-res-head">
        <div style={{ minWidth: 0 }}>
          <h2 className="mfc-res-guest">{guest}</h2>
          <span style={{ color: palette.textSecondary, fontSize: fontSize.small }}>{platformLabel(r.platform)}</span>
        </div>
        <span className="mfc-res-status" style={colours}>
          {reservationStatusLabel(r.status)}
        </span>
      </div>
      <dl className="mfc-res-facts">
        <div>
          <dt>Datas</dt>
          <dd>
            {formatCalendarDate(r.check_in)} – {formatCalendarDate(r.check_out)}
          </dd>
        </div>
        <div>
          <dt>Noites</dt>
          <dd>{nights}</dd>
        </div>
        <div>
          <dt>Hóspedes</dt>
          <dd>{r.guests ?? '—'}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatBRL(r.total_amount)}</dd>
        </div>
        <div>
          <dt>Líquido</dt>
          <dd>{formatBRL(r.net_amount)}</dd>
        </div>
      </dl>
      {r.special_requests?.trim() && <p className="mfc-res-notes">{r.special_requests.trim()}</p>}
      <Button type="link" size="small" style={{ alignSelf: 'flex-start', paddingLeft: 0 }} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        Detalhes
      </Button>
      {open && (
        <dl className="mfc-res-details" id={detailsId} aria-label="Detalhes da reserva">
          <dt>Hóspede</dt>
          <dd>{guest}</dd>
          <dt>Email</dt>
          <dd>{r.guest_email ?? '—'}</dd>
          <dt>Telefone</dt>
          <dd>{r.guest_phone ?? '—'}</dd>
          <dt>Plataforma</dt>
          <dd>{platformLabel(r.platform)}</dd>
          <dt>Status</dt>
          <dd>{reservationStatusLabel(r.status)}</dd>
          <dt>Check-in</dt>
          <dd>{formatCalendarDate(r.check_in)}</dd>
          <dt>Check-out</dt>
          <dd>{formatCalendarDate(r.check_out)}</dd>
          <dt>Noites</dt>
          <dd>{nights}</dd>
          <dt>Hóspedes</dt>
          <dd>{r.guests ?? '—'}</dd>
          <dt>Valor total</dt>
          <dd>{formatBRL(r.total_amount)}</dd>
          <dt>Valor líquido</dt>
          <dd>{formatBRL(r.net_amount)}</dd>
          <dt>Repasse ao proprietário</dt>
          <dd>{formatBRL(r.host_payout)}</dd>
          <dt>Reservado em</dt>
          <dd>{formatDate(r.created_at)}</dd>
        </dl>
      )}
    </article>
  );
}
