import { type } from 'superstruct';
import type { ProfileFields } from './profile-patch';
import type { ProfileRow } from './rows';
import { field, type FormErrors, validateWith } from './validate-with';

/** A saved profile, or part of one. */
export type SavedProfile = Partial<ProfileRow>;

/** A form's values as a rule or a save reads them: any field may still be missing. */
export type FormSoFar = Partial<Record<string, unknown>>;

/**
 * A rule of a profile form: the message to show, or null when the value passes. `context` is what a rule needs
 * beyond the form (the birth date's "today"); most rules ignore it.
 */
export type ProfileFormRule<Context = unknown> = (value: unknown, values: Record<string, unknown>, context: Context) => string | null;

/** The profile's text columns. */
export type ProfileTextColumn = { [K in keyof ProfileFields]-?: Required<ProfileFields>[K] extends string | null ? K : never }[keyof ProfileFields];

/**
 * One field of a form that edits the profile (owner registration, bank data, personal information): how a saved
 * profile preloads it, the columns it saves, its rules in the spec's order (the first failing one is its message)
 * and, for text, its input's max length with the column whose length check that is.
 */
export interface ProfileFormField<Value, Context = unknown> {
  fromProfile: (profile: SavedProfile) => Value;
  /** The profile columns it writes, given the whole form (the bank's name reads two fields). */
  toProfile: (values: FormSoFar) => ProfileFields;
  rules: ReadonlyArray<ProfileFormRule<Context>>;
  /** The input's max length; where `column` is given it is that column's length check (supabase/migrations/0001_tables.sql). */
  maxLength?: number;
  /** The text column `maxLength` is bounded by. */
  column?: ProfileTextColumn;
  /** A mask writes the value (a phone): its max length is the mask's, at most the column's. */
  masked?: boolean;
}

type AnyField<Context> = ProfileFormField<unknown, Context>;
export type ProfileFormSchema<Context = unknown> = Record<string, AnyField<Context>>;

/** The values a schema's form holds: one per field, of that field's kind. */
export type ProfileFormValues<Schema> = { [K in keyof Schema]: Schema[K] extends ProfileFormField<infer Value, infer _Context> ? Value : never };

export function blankToNull(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/** Text of one column: '' when the profile has none, saved trimmed with blank as null. */
export function profileText<Context = unknown>(
  name: string,
  column: ProfileTextColumn,
  maxLength: number,
  rules: ReadonlyArray<ProfileFormRule<Context>> = [],
  options: { masked?: boolean; fromProfile?: (saved: string | null | undefined) => string } = {},
): ProfileFormField<string, Context> {
  const show = options.fromProfile ?? ((saved: string | null | undefined) => saved ?? '');
  return {
    fromProfile: (profile) => show(profile[column] as string | null | undefined),
    toProfile: (values) => ({ [column]: blankToNull(values[name]) }),
    rules,
    maxLength,
    column,
    masked: options.masked,
  };
}

const entriesOf = <Context>(schema: ProfileFormSchema<Context>) => Object.entries(schema);

/** A schema's form preloaded from a saved profile (none: every field's empty value). */
export function formFromProfile<Schema extends ProfileFormSchema<never>>(schema: Schema, profile: SavedProfile | null | undefined): ProfileFormValues<Schema> {
  const saved = profile ?? {};
  return Object.fromEntries(entriesOf(schema).map(([name, item]) => [name, item.fromProfile(saved)])) as ProfileFormValues<Schema>;
}

/** Every profile column a schema's form writes. */
export function profileFromForm<Schema extends ProfileFormSchema<never>>(schema: Schema, values: FormSoFar): ProfileFields {
  return Object.assign({}, ...entriesOf(schema).map(([, item]) => item.toProfile(values))) as ProfileFields;
}

/** The text fields' max lengths, by field name. */
export function maxLengthsOf<Schema extends ProfileFormSchema<never>>(schema: Schema): Partial<Record<keyof Schema, number>> {
  return Object.fromEntries(entriesOf(schema).flatMap(([name, item]) => (item.maxLength === undefined ? [] : [[name, item.maxLength]]))) as Partial<Record<keyof Schema, number>>;
}

/** Checks `values` by the rules of a schema's fields: field name → first message; empty when all pass. */
export function validateProfileForm<Context>(schema: ProfileFormSchema<Context>, values: FormSoFar, context: Context): FormErrors {
  const fields = entriesOf(schema)
    .filter(([, item]) => item.rules.length > 0)
    .map(([name, item]) => [name, field(name, ...item.rules.map((rule) => (value: unknown, all: Record<string, unknown>) => rule(value, all, context)))]);
  return validateWith(type(Object.fromEntries(fields)), values);
}
