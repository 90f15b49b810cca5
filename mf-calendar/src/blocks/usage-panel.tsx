import { monthName } from '@portal/shared/format';
import { Alert, fontSize, fontWeight, palette, PortalStyle } from '@portal/shared/ui';
import type { MonthRef } from '../calendar/month-grid';
import { BLOCK_LOCK_SEVERITY, blockLockTexts, type BlockLimits, type BlockLockStatus, type BlockUsage } from './block-limits';

// The own-use note: what the spec promises (spec part 2 §1, §9) in the owner's words.
const ownUseNote = (limits: BlockLimits) =>
  `Você pode bloquear até ${limits.blockDaysPerMonth} dias por mês (${limits.blockDaysPerYear} por ano) para uso próprio, sem custo. Dias não usados em um mês não passam para o seguinte.`;

const CSS = `
.mfc-usage{display:grid;gap:12px;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:14px}
.mfc-usage-title{margin:0;font-size:${fontSize.heading}px;font-weight:${fontWeight.heading};color:${palette.text}}
.mfc-usage-meters{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;margin:0}
@media (min-width:560px){.mfc-usage-meters{grid-template-columns:repeat(2,minmax(0,1fr))}}
.mfc-usage-meter dt{font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mfc-usage-meter dd{margin:2px 0 0;font-size:${fontSize.body}px;color:${palette.text}}
.mfc-usage-bar{height:8px;margin-top:6px;border-radius:4px;background:${palette.brandTrack};overflow:hidden}
.mfc-usage-bar>span{display:block;height:100%;border-radius:4px;background:${palette.brand};transition:width .2s}
.mfc-usage-note{margin:0;font-size:${fontSize.note}px;line-height:1.5;color:${palette.textSecondary}}
`;

interface Props {
  month: MonthRef;
  usage: BlockUsage;
  status: BlockLockStatus;
  limits: BlockLimits;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function Meter({ label, used, limit, remaining }: { label: string; used: number; limit: number; remaining: number }) {
  return (
    <div className="mfc-usage-meter">
      <dt>{label}</dt>
      <dd>
        <strong>{used}</strong> de {limit} dias usados · {remaining === 1 ? '1 restante' : `${remaining} restantes`}
        {remaining < limit - used && ' pelo limite anual'}
        <div className="mfc-usage-bar" aria-hidden>
          <span style={{ width: `${Math.min(100, (used / limit) * 100)}%` }} />
        </div>
      </dd>
    </div>
  );
}

/** Personal-use days used and left in the shown month and its year, the lock status, and the own-use note. */
export function UsagePanel({ month, usage, status, limits }: Props) {
  const texts = blockLockTexts(status, { year: month.year, month: month.month, monthlyRemaining: usage.monthlyRemaining }, limits);
  return (
    <section className="mfc-usage" aria-label="Uso pessoal">
      <PortalStyle name="mf-calendar-usage" css={CSS} />
      <h2 className="mfc-usage-title">Uso pessoal</h2>
      <dl className="mfc-usage-meters">
        <Meter label={`${capitalised(monthName(month.month))} de ${month.year}`} used={usage.monthlyUsed} limit={limits.blockDaysPerMonth} remaining={usage.monthlyRemaining} />
        <Meter label={`Ano de ${month.year}`} used={usage.yearlyUsed} limit={limits.blockDaysPerYear} remaining={usage.yearlyRemaining} />
      </dl>
      <Alert type={BLOCK_LOCK_SEVERITY[status]} showIcon title={texts.title} description={texts.description} />
      <p className="mfc-usage-note">{ownUseNote(limits)}</p>
    </section>
  );
}
