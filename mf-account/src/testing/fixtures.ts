import { propertyRow as sharedPropertyRow } from '@portal/shared/testing';
export { profileRow } from '@portal/shared/testing';
import type { NotificationRow } from '../notifications/notification-centre';
import type { PropertyRow } from '@portal/shared/domain';

/** An active property of the signed-in owner (u1), with only the fields the account reads. */
export function propertyRow(fields: Partial<PropertyRow> = {}): PropertyRow {
  return sharedPropertyRow({
    bedrooms: 2,
    bathrooms: 1,
    guest_capacity: 4,
    area_sqm: null,
    has_garage: false,
    description: null,
    amenities: [],
    house_rules_options: [],
    is_verified: true,
    created_at: '2024-05-01T12:00:00Z',
    updated_at: '2024-06-15T12:00:00Z',
    ...fields,
  });
}

export function notificationRow(id: string, hoursAgo: number, fields: Partial<NotificationRow> = {}): NotificationRow {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  return { id, user_id: 'u1', type: 'status_change', title: `Aviso ${id}`, message: `Mensagem ${id}`, read: false, action: null, created_at: at, updated_at: at, ...fields };
}
