import { useId } from 'react';
import { FormField, Input, palette, PortalStyle } from '@portal/shared/ui';
import { PERIOD_OPTIONS, PLATFORM_OPTIONS, STATUS_OPTIONS, type ReservationTrackingFilter } from './reservation-tracking';

const CSS = `
.mfc-filters{display:grid;grid-template-columns:minmax(0,1fr);gap:4px 12px;padding:14px 16px 2px;background:#fff;border:1px solid ${palette.surfaceBorder};border-radius:12px}
@media (min-width:640px){.mfc-filters{grid-template-columns:repeat(3,minmax(0,1fr))}}
.mfc-filters-dates{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
@media (min-width:640px){.mfc-filters-dates{grid-column:1/-1}}
.mfc-select{box-sizing:border-box;width:100%;min-height:40px;padding:6px 32px 6px 11px;font:inherit;font-size:16px;color:${palette.text};border:1px solid ${palette.border};border-radius:10px;background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%23666' fill='none' stroke-width='1.5'/%3E%3C/svg%3E") no-repeat right 12px center;appearance:none}
.mfc-select:focus{border-color:${palette.brand};outline:0;box-shadow:0 0 0 2px rgba(15,107,92,.15)}
`;

interface Props {
  filter: ReservationTrackingFilter;
  /** Why the custom period cannot be applied. */
  periodError?: string | null;
  onChange: (filter: ReservationTrackingFilter) => void;
}

/** Período, Status and Plataforma; a custom period asks for its first and last day. */
export function TrackingFilters({ filter, periodError = null, onChange }: Props) {
  const id = useId();
  return (
    <form className="mfc-filters" aria-label="Filtros" onSubmit={(event) => event.preventDefault()}>
      <PortalStyle name="mf-calendar-filters" css={CSS} />
      <FormField label="Período" htmlFor={`${id}-period`}>
        <select
          id={`${id}-period`}
          className="mfc-select"
          value={filter.period}
          // Picking a non-custom period clears the dates (spec part 2 §4).
          onChange={(event) => {
            const period = event.target.value as ReservationTrackingFilter['period'];
            onChange(period === 'custom' ? { ...filter, period } : { ...filter, period, startDate: null, endDate: null });
          }}
        >
          {PERIOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Status" htmlFor={`${id}-status`}>
        <select id={`${id}-status`} className="mfc-select" value={filter.status} onChange={(event) => onChange({ ...filter, status: event.target.value as ReservationTrackingFilter['status'] })}>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Plataforma" htmlFor={`${id}-platform`}>
        <select id={`${id}-platform`} className="mfc-select" value={filter.platform} onChange={(event) => onChange({ ...filter, platform: event.target.value as ReservationTrackingFilter['platform'] })}>
          {PLATFORM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {filter.period === 'custom' && (
        <div className="mfc-filters-dates">
          <FormField label="Data inicial" htmlFor={`${id}-start`}>
            <Input id={`${id}-start`} type="date" value={filter.startDate ?? ''} onChange={(event) => onChange({ ...filter, startDate: event.target.value || null })} />
          </FormField>
          <FormField label="Data final" htmlFor={`${id}-end`} error={periodError ?? undefined}>
            <Input
              id={`${id}-end`}
              type="date"
              value={filter.endDate ?? ''}
              status={periodError ? 'error' : undefined}
              min={filter.startDate ?? undefined}
              onChange={(event) => onChange({ ...filter, endDate: event.target.value || null })}
            />
          </FormField>
        </div>
      )}
    </form>
  );
}
