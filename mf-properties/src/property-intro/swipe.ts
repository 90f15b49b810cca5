/** Swipe-left on a draft card (spec part 2 §2, §9): the card slides up to 120 px; let go past 60 px and it snaps open. */
export const SWIPE_MAX_PX = 120;
const SWIPE_OPEN_THRESHOLD_PX = 60;
/**
 * How far a pointer moves before the gesture counts as a swipe or a scroll. Below it a press is still a tap, so a
 * slightly shaky tap on 'Continuar' never drags the card.
 */
const SWIPE_INTENT_PX = 8;

/** How far the card is pulled left (0 = closed) while dragging: from where it was, by the pointer's move, within 0–120. */
export function dragReveal(revealAtStart: number, deltaX: number): number {
  return Math.min(SWIPE_MAX_PX, Math.max(0, revealAtStart - deltaX));
}

/** Where the card rests when let go: open (120 px) past 60 px, closed otherwise. */
export function settleReveal(reveal: number): number {
  return reveal > SWIPE_OPEN_THRESHOLD_PX ? SWIPE_MAX_PX : 0;
}

export type SwipeIntent = 'undecided' | 'swipe' | 'scroll';

/** A move mostly sideways is a swipe; mostly up or down, the page scrolling; a small one, nothing yet. */
export function swipeIntent(deltaX: number, deltaY: number): SwipeIntent {
  const x = Math.abs(deltaX);
  const y = Math.abs(deltaY);
  if (Math.max(x, y) < SWIPE_INTENT_PX) return 'undecided';
  return x > y ? 'swipe' : 'scroll';
}
