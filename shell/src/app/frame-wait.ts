/**
 * The longest a returning owner's restored session waits for the page's answers and the signed-in
 * frame's code before the first screen renders from them. Past it, whatever holds them up (a stalled
 * connection, a busy phone), the Supabase client restores the session as on any other visit.
 */
export const FRAME_WAIT_MS = 5_000;

/** Whether `ready` answered true within FRAME_WAIT_MS; false if it answered false, failed or came later. */
export function readyWithinFrameWait(ready: Promise<boolean>, wait = FRAME_WAIT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), wait)));
  return Promise.race([ready.catch(() => false), late]).finally(() => clearTimeout(timer));
}
