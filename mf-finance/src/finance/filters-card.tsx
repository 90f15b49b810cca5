import { Badge, Button, Card, NativeSelect, palette } from '@portal/shared/ui';
import { DateInput } from './date-input';
import {
  activeFinanceFilterCount,
  clearFinanceFilter,
  FINANCE_PERIOD_LABELS,
  FINANCE_STATUS_KEYS,
  selectAllStatuses,
  toggleProperty,
  toggleStatus,
  withPeriod,
  type FinanceDateRange,
  type FinanceFilter,
} from './finance-filters';
import { FINANCE_STATUS_FILTER_LABELS } from './payout';

export interface FilterProperty {
  id: string;
  label: string;
}

interface Props {
  filter: FinanceFilter;
  properties: readonly FilterProperty[];
  onChange: (filter: FinanceFilter) => void;
}

const PERIODS = Object.keys(FINANCE_PERIOD_LABELS) as FinanceDateRange[];

/** The 'Filtros' card: period, properties (only with more than one) and statuses, with every toggling rule of spec part 2 §4. */
export function FiltersCard({ filter, properties, onChange }: Props) {
  const count = activeFinanceFilterCount(filter, properties.length);
  const allIds = properties.map((p) => p.id);
  const customInvalid = filter.dateRange === 'custom' && filter.startDate && filter.endDate && filter.endDate < filter.startDate;
  return (
    <Card
      role="search"
      aria-label="Filtros"
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          Filtros
          <Badge count={count} color={palette.brand} aria-label={`${count} ${count === 1 ? 'filtro ativo' : 'filtros ativos'}`} />
        </span>
      }
      extra={
        count > 0 ? (
          <Button type="link" size="small" onClick={() => onChange(clearFinanceFilter())}>
            Limpar
          </Button>
        ) : undefined
      }
    >
      <div className="mff-filters">
        <label className="mff-field">
          Período
          <NativeSelect value={filter.dateRange} onChange={(event) => onChange(withPeriod(filter, event.target.value as FinanceDateRange))}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {FINANCE_PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {filter.dateRange === 'custom' && (
          <div className="mff-dates">
            <DateInput label="Data inicial" value={filter.startDate} onChange={(startDate) => onChange({ ...filter, startDate })} />
            <DateInput
              label="Data final"
              value={filter.endDate}
              onChange={(endDate) => onChange({ ...filter, endDate })}
              error={customInvalid ? 'A data final não pode ser anterior à data inicial.' : null}
            />
          </div>
        )}
        {properties.length > 1 && (
          <fieldset className="mff-chips">
            <legend>Propriedades</legend>
            <button type="button" className="mff-chip" aria-pressed={filter.propertyIds.length === 0} onClick={() => onChange({ ...filter, propertyIds: [] })}>
              Todas as propriedades
            </button>
            {properties.map((property) => (
              <button
                key={property.id}
                type="button"
                className="mff-chip"
                aria-pressed={filter.propertyIds.includes(property.id)}
                onClick={() => onChange(toggleProperty(filter, property.id, allIds))}
              >
                {property.label}
              </button>
            ))}
          </fieldset>
        )}
        <fieldset className="mff-chips">
          <legend>Status</legend>
          <button type="button" className="mff-chip" aria-pressed={filter.statusList.length === 0} onClick={() => onChange(selectAllStatuses(filter))}>
            Todos
          </button>
          {FINANCE_STATUS_KEYS.map((status) => (
            <button
              key={status}
              type="button"
              className="mff-chip"
              // "All" shows every status ticked: unticking one keeps the other two (spec part 2 §4).
              aria-pressed={filter.statusList.length === 0 || filter.statusList.includes(status)}
              onClick={() => onChange(toggleStatus(filter, status))}
            >
              {FINANCE_STATUS_FILTER_LABELS[status]}
            </button>
          ))}
        </fieldset>
      </div>
    </Card>
  );
}
