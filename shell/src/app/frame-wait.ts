import { valueWithin } from './value-within';

/**
 * The longest a returning owner's restored session waits for the page's answers and the signed-in
 * frame's code before the first screen renders from them. Past it, whatever holds them up (a stalled
 * connection, a busy phone), the Supabase client restores the session as on any other visit.
 */
export const FRAME_WAIT_MS = 5_000;

/** Whether `ready` answered true within FRAME_WAIT_MS; false if it answered false, failed or came later. */
export function readyWithinFrameWait(ready: Promise<boolean>): Promise<boolean> {
  return valueWithin(ready, FRAME_WAIT_MS, false);
}
