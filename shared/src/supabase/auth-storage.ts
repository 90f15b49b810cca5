/** Where supabase-js keeps the session in the browser; logout clears every entry of ours. */
export const AUTH_STORAGE_KEY = 'portal-auth';

export function clearStoredAuth(storage: Storage = window.localStorage): void {
  const ours = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && (key.startsWith(AUTH_STORAGE_KEY) || key.startsWith('sb-')),
  );
  for (const key of ours) storage.removeItem(key);
}
