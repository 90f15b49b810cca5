/** Where a toast raised just before a hard redirect waits for the next page (session storage). */
export const TOAST_AFTER_REDIRECT_KEY = 'portal-toast-after-redirect';
