const REDACTED = '[REDACTED]';

/**
 * Key names whose values never reach logs. Matching is by "contains", case-insensitive, so bank_account,
 * accessToken, apiKey, userEmail and document_type are all covered; that over-redacts a little, which is the
 * safe side for a log.
 */
const SENSITIVE_KEY = /password|passwd|token|secret|key|cpf|cnpj|document|email|phone|account|bank|authorization|cookie/i;

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** Deep copy of `value` with sensitive keys' values replaced by '[REDACTED]'. Cycles are cut as '[Circular]'. */
export function redactSensitive<T>(value: T): T {
  return redact(value, new WeakSet()) as T;
}

function redact(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) {
    const copy = value.map((item) => redact(item, seen));
    seen.delete(value);
    return copy;
  }
  const source: Record<string, unknown> =
    value instanceof Error ? { ...value, name: value.name, message: value.message } : (value as Record<string, unknown>);
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(source)) copy[key] = isSensitiveKey(key) ? REDACTED : redact(inner, seen);
  seen.delete(value);
  return copy;
}
