import { useId } from 'react';
import { FormField, Input, NativeSelect, palette, PortalStyle } from '@portal/shared/ui';
import { PERIOD_OPTIONS, PLATFORM_OPTIONS, STATUS_OPTIONS, type ReservationTrackingFilter } from './reservation-tracking';

const CSS = `
.mfc-filters{display:grid;grid-template-columns:minmax(0,1fr);gap:4px 12px;padding:14px 16px 2px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px}
@media (min-width:640px){.mfc-filters{grid-template-columns:repeat(3,minmax(0,1fr))}}
.mfc-filters-dates{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
@media (min-width:640px){.mfc-filters-dates{grid-column:1/-1}}
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
        <NativeSelect
          id={`${id}-period`}
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
        </NativeSelect>
      </FormField>
      <FormField label="Status" htmlFor={`${id}-status`}>
        <NativeSelect id={`${id}-status`} value={filter.status} onChange={(event) => onChange({ ...filter, status: event.target.value as ReservationTrackingFilter['status'] })}>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Plataforma" htmlFor={`${id}-platform`}>
        <NativeSelect id={`${id}-platform`} value={filter.platform} onChange={(event) => onChange({ ...filter, platform: event.target.value as ReservationTrackingFilter['platform'] })}>
          {PLATFORM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
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
