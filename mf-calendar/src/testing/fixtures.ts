import { propertyRow as sharedPropertyRow } from '@portal/shared/testing';
import type { CalendarEventRow, PropertyRow } from '@portal/shared/domain';
import type { TrackedReservation } from '../reservations/get-tracked-reservations';
import type { CalendarReservation } from '../calendar/get-calendar-reservations';

/** An active property of the signed-in owner (u1). */
export function propertyRow(fields: Partial<PropertyRow> = {}): PropertyRow {
  return sharedPropertyRow({ is_verified: true, ...fields });
}

/** A personal block of prop-1. */
export function blockRow(date: string, fields: Partial<CalendarEventRow> = {}): CalendarEventRow {
  return { id: `block-${date}`, property_id: 'prop-1', user_id: 'u1', date, type: 'blocked', title: 'Uso pessoal', source: 'manual', ...fields };
}

/** A confirmed Airbnb stay of prop-1, as the consolidated listing returns it. */
export function stayRow(id: string, check_in: string, check_out: string, fields: Partial<CalendarReservation> = {}): CalendarReservation {
  return { id, property_id: 'prop-1', check_in, check_out, status: 'confirmed', platform: 'airbnb', guests: 2, ...fields };
}

/** A stay as reservation tracking reads it (guest contact masked). */
export function trackedRow(id: string, check_in: string, check_out: string, fields: Partial<TrackedReservation> = {}): TrackedReservation {
  return {
    id,
    property_id: 'prop-1',
    property_name: 'Casa da Praia',
    guest_name: 'Marina Alves',
    guest_email: 'm***@exemplo.com',
    guest_phone: '*****4321',
    guests: 2,
    check_in,
    check_out,
    nights: null,
    total_amount: 1500,
    net_amount: 1200,
    host_payout: 1140,
    platform: 'Airbnb',
    status: 'confirmed',
    special_requests: null,
    created_at: '2025-02-20T12:00:00Z',
    ...fields,
  };
}

/** Monday 10 March 2025, 10:00 in Brazil. */
export const MONDAY_MORNING = new Date('2025-03-10T13:00:00Z');
