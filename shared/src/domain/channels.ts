// Booking channels of a reservation: the calendar's reservation tracking and the finance page
// filter and group by them.

/** Booking channels; 'direct' is the provider's own channel. */
export type Channel = 'airbnb' | 'booking' | 'vrbo' | 'direct';

/**
 * Channel of a free-text platform: case-insensitive "contains" airbnb, booking, vrbo, or the product's own
 * name / 'direct' for the provider's channel. `productKeyword` is the brand, which the spec does not reproduce.
 */
export function matchPlatform(platform: string | null | undefined, productKeyword?: string): Channel | null {
  const text = (platform ?? '').toLowerCase();
  if (text.includes('airbnb')) return 'airbnb';
  if (text.includes('booking')) return 'booking';
  if (text.includes('vrbo')) return 'vrbo';
  if (text.includes('direct') || (productKeyword && text.includes(productKeyword.toLowerCase()))) return 'direct';
  return null;
}
