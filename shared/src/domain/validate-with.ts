import { define, type Struct } from 'superstruct';

/** Field name → first message, the shape react-final-form's `validate` expects for flat forms. */
export type FormErrors = Record<string, string>;

/**
 * Runs a superstruct schema and keeps the first message per field (an empty object means valid), so it can
 * be returned as is from react-final-form's `validate`. Paths of nested fields are joined with '.'.
 */
export function validateWith<T, S>(struct: Struct<T, S>, values: unknown): FormErrors {
  const [error] = struct.validate(values);
  if (!error) return {};
  const errors: FormErrors = {};
  for (const failure of error.failures()) {
    const key = failure.path.join('.');
    if (!(key in errors)) errors[key] = failure.message;
  }
  return errors;
}

/** A rule returns the message to show, or null when the value passes. `values` is the whole form. */
export type FieldRule = (value: unknown, values: Record<string, unknown>) => string | null;

/**
 * A superstruct field that runs its rules in order and reports only the first failing one: each field
 * shows one message at a time, in the order the spec lists them.
 */
export function field(name: string, ...rules: FieldRule[]): Struct<unknown, null> {
  return define<unknown>(name, (value, context) => {
    const parent = context.branch[context.branch.length - 2];
    const values = (parent && typeof parent === 'object' ? parent : {}) as Record<string, unknown>;
    for (const rule of rules) {
      const message = rule(value, values);
      if (message !== null) return message;
    }
    return true;
  });
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Whitespace-only counts as missing (spec part 1 §5, owner wizard). */
export function isBlank(value: unknown): boolean {
  return text(value).trim() === '';
}

export const required =
  (message: string): FieldRule =>
  (value) =>
    isBlank(value) ? message : null;
