// The provider's staff actions, over a supabase-js client holding the service-role key: the same
// calls against the embedded backend and a hosted project. Owners cannot make them (the database
// refuses), so this is how review, activation, photo-session outcomes, stays and payouts happen.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface OwnerOverview {
  user_id: string;
  email: string;
  properties: { id: string; name: string; is_draft: boolean; is_verified: boolean; created_at: string }[];
  photo_sessions: { id: string; property_id: string; date: string; time_slot: string; status: string; photographer: string | null }[];
  unpaid_reservations: {
    id: string;
    property_id: string;
    guest_name: string;
    check_in: string;
    check_out: string;
    host_payout: number;
    expected_payout_date: string | null;
  }[];
}

export interface StayInput {
  property_id: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  platform: 'airbnb' | 'booking' | 'vrbo' | 'direct';
  gross_amount: number;
  guests?: number;
  cleaning_fee?: number;
  guest_email?: string;
  guest_phone?: string;
  platform_fee_rate?: number;
  management_fee_rate?: number;
  status?: 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'pending';
  booking_reference?: string;
  special_requests?: string;
  expected_payout_date?: string;
}

/** A refusal from the database, in its own pt-BR words. */
export class StaffActionError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'StaffActionError';
  }
}

type Row = Record<string, unknown>;

async function call<T>(client: SupabaseClient, fn: string, args: Row): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new StaffActionError(error.message, error.code);
  return data as T;
}

export function ownerOverview(client: SupabaseClient, email: string): Promise<OwnerOverview | null> {
  return call<OwnerOverview | null>(client, 'staff_owner_overview', { p_email: email });
}

export function approveProperty(client: SupabaseClient, propertyId: string): Promise<Row> {
  return call(client, 'staff_approve_property', { p_property_id: propertyId });
}

export function confirmPhotoSession(client: SupabaseClient, sessionId: string, photographer?: string): Promise<Row> {
  return call(client, 'staff_confirm_photo_session', { p_session_id: sessionId, p_photographer: photographer ?? null });
}

export function completePhotoSession(client: SupabaseClient, sessionId: string): Promise<Row> {
  return call(client, 'staff_complete_photo_session', { p_session_id: sessionId });
}

export function cancelPhotoSession(client: SupabaseClient, sessionId: string, reason: string): Promise<Row> {
  return call(client, 'staff_cancel_photo_session', { p_session_id: sessionId, p_reason: reason });
}

/** One stay or many, all or nothing; fees, net, payout and the expected payout date are derived when absent. */
export function recordReservations(client: SupabaseClient, stays: StayInput | StayInput[]): Promise<Row[]> {
  return call<Row[]>(client, 'staff_record_reservations', { p_reservations: stays });
}

export function recordPayout(client: SupabaseClient, reservationId: string, paidOn?: string): Promise<Row> {
  return call(client, 'staff_record_payout', { p_reservation_id: reservationId, p_paid_on: paidOn ?? null });
}

/** The team's answer to an owner (by login e-mail), in the general conversation or a property's; returns the message id. */
export function staffReply(client: SupabaseClient, email: string, body: string, propertyId?: string, staffName?: string): Promise<string> {
  return call<string>(client, 'staff_reply', {
    p_owner_email: email,
    p_body: body,
    p_property_id: propertyId ?? null,
    ...(staffName === undefined ? {} : { p_staff_name: staffName }),
  });
}

export interface ConversationMessages {
  id: string;
  property_id: string | null;
  last_message_at: string | null;
  /** newest first */
  messages: { id: string; author: 'owner' | 'team'; staff_name: string | null; body: string; attachments: string[]; created_at: string; read_at: string | null }[];
}

/** An owner's conversations, latest activity first, each with its `perConversation` newest messages. */
export async function ownerConversations(client: SupabaseClient, userId: string, perConversation = 10): Promise<ConversationMessages[]> {
  const conversations = await client
    .from('conversations')
    .select('id, property_id, last_message_at, created_at')
    .eq('owner_id', userId)
    .order('last_message_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
  if (conversations.error) throw new StaffActionError(conversations.error.message, conversations.error.code);
  return Promise.all(
    (conversations.data as { id: string; property_id: string | null; last_message_at: string | null }[]).map(async (c) => {
      const messages = await client
        .from('messages')
        .select('id, author, staff_name, body, attachments, created_at, read_at')
        .eq('conversation_id', c.id)
        .order('created_at', { ascending: false })
        .limit(perConversation);
      if (messages.error) throw new StaffActionError(messages.error.message, messages.error.code);
      return { id: c.id, property_id: c.property_id, last_message_at: c.last_message_at, messages: messages.data as ConversationMessages['messages'] };
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id, or an owner's e-mail standing for the one record that fits: `pick` chooses among the owner's
 * records; none or more than one is an error naming the candidates.
 */
export async function resolveId<T extends { id: string }>(
  client: SupabaseClient,
  idOrEmail: string,
  what: string,
  pick: (overview: OwnerOverview) => T[],
  describe: (item: T) => string,
): Promise<string> {
  if (UUID.test(idOrEmail)) return idOrEmail;
  if (!idOrEmail.includes('@')) throw new StaffActionError(`Informe o id de ${what} ou o e-mail do proprietário: "${idOrEmail}" não é nenhum dos dois.`, undefined);
  const overview = await ownerOverview(client, idOrEmail);
  if (!overview) throw new StaffActionError(`Nenhum proprietário com o e-mail ${idOrEmail}.`, undefined);
  const candidates = pick(overview);
  if (candidates.length === 1) return (candidates[0] as T).id;
  if (candidates.length === 0) throw new StaffActionError(`${idOrEmail} não tem ${what} para esta ação.`, undefined);
  throw new StaffActionError(
    `${idOrEmail} tem ${candidates.length} opções de ${what}; informe o id:\n${candidates.map((c) => `  ${c.id}  ${describe(c)}`).join('\n')}`,
    undefined,
  );
}
