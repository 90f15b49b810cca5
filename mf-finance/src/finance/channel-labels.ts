import { matchPlatform, type Channel } from '@portal/shared/domain';

/** The chart's and the rows' channel order: the three booking platforms, then the provider's own channel. */
export const CHANNEL_ORDER: readonly Channel[] = ['airbnb', 'booking', 'vrbo', 'direct'];

/** Channel names as owners know them; the provider's own channel carries the brand's name (app-config.json). */
export function channelLabels(brandName: string): Record<Channel, string> {
  return { airbnb: 'Airbnb', booking: 'Booking', vrbo: 'VRBO', direct: brandName };
}

/** The channel of a stay: the platform matched case-insensitively, the brand's name counting as its own channel. */
export function channelOf(platform: string | null | undefined, brandName: string): Channel | null {
  return matchPlatform(platform, brandName);
}

/** 'Airbnb', 'Booking', 'VRBO', the brand — or the platform as recorded when it is none of them. */
export function channelLabel(platform: string | null | undefined, brandName: string): string {
  const channel = channelOf(platform, brandName);
  return channel ? channelLabels(brandName)[channel] : (platform ?? '—');
}
