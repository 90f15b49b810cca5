import { propertyRow as sharedPropertyRow } from '@portal/shared/testing';
import type { PropertyRow } from '@portal/shared/domain';
import type { FinanceReservation } from '../finance/finance-reservation';

/** A reservation as the finance RPC returns it, after toFinanceReservations: a 4-night Airbnb stay, paid. */
export function financeRow(fields: Partial<FinanceReservation> = {}): FinanceReservation {
  return {
    id: 'r1',
    property_id: 'beach-0001-aaaa',
    property_name: 'Casa da Praia',
    guest_name: 'João Silva',
    guests: 2,
    check_in: '2025-03-01',
    check_out: '2025-03-05',
    nights: 4,
    total_amount: 1100,
    gross_amount: 1000,
    cleaning_fee: 100,
    platform_fee: 160,
    management_fee: 180,
    net_amount: 660,
    host_payout: 660,
    expected_payout_date: '2025-03-08',
    actual_payout_date: '2025-03-08',
    platform: 'airbnb',
    status: 'completed',
    ...fields,
  };
}

/** The RPC's raw row for `financeRow(fields)`: numerics as strings, as Postgres numeric may arrive. */
export function rawRpcRow(fields: Partial<FinanceReservation> = {}): Record<string, unknown> {
  const row = financeRow(fields) as unknown as Record<string, unknown>;
  const raw: Record<string, unknown> = { ...row, guest_email: 'joao@exemplo.com', guest_phone: null };
  for (const column of ['total_amount', 'gross_amount', 'cleaning_fee', 'platform_fee', 'management_fee', 'net_amount', 'host_payout']) {
    raw[column] = row[column] === null ? null : Number(row[column]).toFixed(2);
  }
  return raw;
}

/** An active property of the signed-in owner (u1). */
export function propertyRow(fields: Partial<PropertyRow> = {}): PropertyRow {
  return sharedPropertyRow({
    bedrooms: 2,
    bathrooms: 1,
    guest_capacity: 4,
    area_sqm: 72.5,
    has_garage: true,
    description: null,
    amenities: [],
    house_rules_options: [],
    is_verified: true,
    created_at: '2024-05-01T12:00:00Z',
    updated_at: '2024-06-15T12:00:00Z',
    id: 'beach-0001-aaaa',
    ...fields,
  });
}
