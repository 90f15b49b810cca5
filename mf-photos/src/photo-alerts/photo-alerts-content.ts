import type { PropertyRow } from '@portal/shared/domain';
import { nextLiveSession, sessionsAwaitingRating } from '../scheduling/photo-session-rules';
import type { PhotoSessionRecord } from '../session-api/photo-session-record';
import { propertyName } from '../session-api/use-owner-photo-data';

export interface PhotoAlertsContent {
  /** The next live session from today on, with its property's name. */
  next: { session: PhotoSessionRecord; propertyName: string } | null;
  /** The newest completed session still without the owner's rating. */
  toRate: { session: PhotoSessionRecord; propertyName: string } | null;
}

/**
 * What the dashboard's photo slot shows. The shell's alert list already raises the 'Sessão de fotos
 * agendada' / 'reagendada' alerts for every live session; the slot adds the one next session with
 * what the owner can do about it, and the invitation to rate a completed session, which no alert raises.
 */
export function photoAlertsContent(input: {
  photoSessions: readonly PhotoSessionRecord[];
  properties: ReadonlyArray<Pick<PropertyRow, 'id' | 'property_name'>>;
  today: string;
  ratedSessionIds: ReadonlySet<string>;
}): PhotoAlertsContent {
  const names = new Map(input.properties.map((p) => [p.id, propertyName(p)]));
  const named = (session: PhotoSessionRecord | null | undefined) =>
    session ? { session, propertyName: names.get(session.property_id) ?? propertyName(null) } : null;
  return {
    next: named(nextLiveSession(input.photoSessions, input.today)),
    toRate: named(sessionsAwaitingRating(input.photoSessions, input.ratedSessionIds)[0]),
  };
}
