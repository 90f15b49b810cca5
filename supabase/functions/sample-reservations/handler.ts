// The sample-reservations function, free of any runtime (hosted Deno and the local backend run the
// same code). In a demo deployment it gives an owner who has active properties and no stays a year
// of generated ones, so the calendar and finance screens have something to show. The browser never
// writes reservations: this function does, with the service role, and only in demo mode.
import { generateDemoReservations, todayInBrazil } from '../_shared/demo-reservations.ts';
import { bearerToken, failure, NOT_AUTHENTICATED, notAPost, reply } from '../_shared/http.ts';

/** The owner's properties that sample stays may go to: active ones, oldest first. */
export const SAMPLE_PROPERTY_LIMIT = 5;

export interface SampleProperty {
  id: string;
  owner_id: string | null;
  guest_capacity: number | null;
}

export interface SampleReservationsDeps {
  /** Whether this deployment is a demonstration (DEMO_MODE); off on a hosted project unless set. */
  demoMode: boolean;
  /** The user behind an access token, or null when the token is invalid or the user is gone. */
  getUser(accessToken: string): Promise<{ id: string } | null>;
  /** Up to SAMPLE_PROPERTY_LIMIT active properties of the user, oldest first. */
  activeProperties(userId: string): Promise<SampleProperty[]>;
  /** Stores the stays unless the user already has some (then 0); returns how many were stored. */
  store(userId: string, reservations: unknown[]): Promise<number>;
  /** today in Brazil, yyyy-MM-dd (tests fix it) */
  today?: () => string;
}

/** One seed per owner: the same owner always gets the same sample. */
export function seedFor(userId: string): number {
  let hash = 2_166_136_261;
  for (const char of userId) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16_777_619) >>> 0;
  }
  return hash;
}

export async function handleSampleReservations(request: Request, deps: SampleReservationsDeps): Promise<Response> {
  const refused = notAPost(request);
  if (refused) return refused;

  const token = bearerToken(request);
  const user = token ? await deps.getUser(token) : null;
  if (!user) return failure(401, 'not_authenticated', NOT_AUTHENTICATED);
  if (!deps.demoMode) {
    return failure(403, 'demo_mode_off', 'Dados de exemplo existem apenas no modo de demonstração.');
  }

  try {
    const properties = (await deps.activeProperties(user.id)).slice(0, SAMPLE_PROPERTY_LIMIT);
    if (properties.length === 0) return reply(200, { success: true, generated: 0 });
    const reservations = generateDemoReservations({
      seed: seedFor(user.id),
      userId: user.id,
      today: (deps.today ?? todayInBrazil)(),
      properties: properties.map((p) => ({ id: p.id, ownerId: p.owner_id, guestCapacity: p.guest_capacity ?? 4 })),
    });
    return reply(200, { success: true, generated: await deps.store(user.id, reservations) });
  } catch {
    return failure(500, 'sample_failed', 'Não foi possível gerar os dados de exemplo. Tente novamente mais tarde.');
  }
}
