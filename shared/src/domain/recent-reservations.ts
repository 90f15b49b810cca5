/**
 * The dashboard's window of recent reservations, in days: the shell's stats count check-ins in it and
 * the api asks the backend for the reservations of that window.
 */
export const RECENT_DAYS = 30;
