import { INPUT_LIMITS } from '@portal/shared/domain';

// Input sanitiser (spec part 1 §5 personal data, §9 input limits).

export type InputKind = keyof typeof INPUT_LIMITS;

const UNSAFE = /[<>&"'`]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is this sanitiser's job
const CONTROL = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as above, keeping \n for multi-line text
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/**
 * Removes < > & " ' ` and control characters, then cuts to the kind's limit. Nothing is trimmed: the value
 * is sanitised while typing, and trimming would eat the space between two names.
 * Long free text ('text') keeps line breaks — a property description is written in a textarea and the spec's
 * control-character rule is stated for the name field — while every other kind drops them.
 */
export function sanitizeInput(value: string | null | undefined, kind: InputKind = 'text'): string {
  const withoutUnsafe = (value ?? '').replace(UNSAFE, '');
  const clean =
    kind === 'text' ? withoutUnsafe.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_NEWLINE, '') : withoutUnsafe.replace(CONTROL, '');
  return clean.slice(0, INPUT_LIMITS[kind]);
}
