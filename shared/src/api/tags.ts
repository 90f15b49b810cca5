/** Cache key families of the spec (part 2 §7), plus the account's own. One list for every remote. */
export const API_TAGS = [
  'Owner',
  'Property',
  'Reservation',
  'Financial',
  'Profile',
  'Calendar',
  'Performance',
  'PhotoSession',
  'Rating',
  'Notification',
  'NotificationSettings',
  'Conversation',
  'Message',
] as const;

export type ApiTag = (typeof API_TAGS)[number];
