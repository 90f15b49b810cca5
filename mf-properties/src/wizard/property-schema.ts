import { array, boolean, enums, nullable, number, optional, string, type, union, validate, type Struct } from 'superstruct';
import { FIELD_MAX_LENGTH, INPUT_LIMITS } from '@portal/shared/domain';
import { parseBrazilianNumber } from '@portal/shared/ui';
import { LOCATION_TYPES, PROPERTY_TYPES } from './listing-options';

/**
 * One wizard field: the step that shows it, what a stored draft may hold for it (a superstruct struct), its
 * empty value, and how it goes to and comes from its column of public.properties.
 */
interface WizardField<Value, Column> {
  /** 0 'Dados do Imóvel', 1 'Preparar Anúncio'. */
  step: 0 | 1;
  /** What the local draft may hold for it; null and absence read as empty. */
  draft: Struct<unknown>;
  empty: Value;
  /** The form's value from a draft value that `draft` accepted. */
  fromDraft: (value: never) => Value;
  toColumn: (value: Value | null | undefined) => Column;
  fromColumn: (value: unknown) => Value;
  /** The column's length check (supabase/migrations/0001_tables.sql), for text fields. */
  maxLength?: number;
  /** Decimals a number keeps: 0 for counts, 2 for numeric(10, 2). */
  decimals?: number;
}

/**
 * What a number field holds: its number, null when empty, or — while what the owner typed cannot be read
 * ('1.250': 1250 or 1,25?) — that text, so nothing is saved as a number the owner did not mean.
 */
export type WizardNumberValue = number | string | null;

/** Text: trimmed, blank as null in the row; null as '' in the form. */
function textField(step: 0 | 1, maxLength: number): WizardField<string, string | null> {
  return {
    step,
    maxLength,
    draft: string() as Struct<unknown>,
    empty: '',
    fromDraft: (value: string) => value,
    toColumn: (value) => {
      const trimmed = typeof value === 'string' ? value.trim() : '';
      return trimmed === '' ? null : trimmed;
    },
    fromColumn: (value) => (typeof value === 'string' ? value : ''),
  };
}

/** One of a list of ids, or nothing chosen. */
function choiceField<Id extends string>(step: 0 | 1, options: ReadonlyArray<{ id: Id }>): WizardField<Id | null, Id | null> {
  return {
    step,
    draft: enums(options.map((option) => option.id)) as Struct<unknown>,
    empty: null,
    fromDraft: (value: Id) => value,
    toColumn: (value) => value ?? null,
    fromColumn: (value) => (value ?? null) as Id | null,
  };
}

/** A count (0 decimals) or a measure (2): whole or rounded in the row; numeric text from PostgREST read as a number. */
function numberField(step: 0 | 1, decimals: number): WizardField<WizardNumberValue, number | null> {
  const scale = 10 ** decimals;
  return {
    step,
    decimals,
    draft: union([number(), string()]) as Struct<unknown>,
    empty: null,
    // Text is what the owner typed and the field could not read yet ('1.250'): it comes back as typed.
    fromDraft: (value: number | string) => {
      if (typeof value === 'number') return value;
      const read = parseBrazilianNumber(value, { decimals });
      return read.error ? value : read.value;
    },
    toColumn: (value) => (typeof value === 'number' && Number.isFinite(value) ? (decimals === 0 ? Math.trunc(value) : Math.round(value * scale) / scale) : null),
    fromColumn: (value) => {
      const number = typeof value === 'string' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : null;
    },
  };
}

/** Yes or no; anything but yes is no. */
function flagField(step: 0 | 1): WizardField<boolean, boolean> {
  return { step, draft: boolean() as Struct<unknown>, empty: false, fromDraft: (value: boolean) => value, toColumn: (value) => value === true, fromColumn: (value) => value === true };
}

/** A list of ids or texts: trimmed, without blanks, in the row. */
function listField(step: 0 | 1): WizardField<string[], string[]> {
  return {
    step,
    draft: array(string()) as Struct<unknown>,
    empty: [],
    fromDraft: (value: string[]) => [...value],
    toColumn: (value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()) : []),
    fromColumn: (value) => (Array.isArray(value) ? [...(value as string[])] : []),
  };
}

/**
 * The property wizard's fields, in the order the owner meets them on each step: each is a column of
 * public.properties the owner writes (review state and ownership never are). The form's type and empty values,
 * the order errors are focused in, the row sent and read back, the local draft's parsing and the inputs' max
 * lengths all come from here. A new field is its column (a migration), one line here and its input in the step.
 */
const PROPERTY_WIZARD_SCHEMA = {
  location_type: choiceField(0, LOCATION_TYPES),
  address_postal_code: textField(0, FIELD_MAX_LENGTH.cep),
  address_street: textField(0, 200),
  address_number: textField(0, 20),
  address_neighborhood: textField(0, 100),
  address_city: textField(0, 100),
  address_state: textField(0, 50),
  property_type: choiceField(0, PROPERTY_TYPES),
  property_type_other: textField(0, 100),
  bedrooms: numberField(0, 0),
  bathrooms: numberField(0, 0),
  guest_capacity: numberField(0, 0),
  area_sqm: numberField(0, 2),
  has_garage: flagField(0),
  property_name: textField(1, 150),
  description: textField(1, 5000),
  amenities: listField(1),
  house_rules_options: listField(1),
  house_rules: textField(1, INPUT_LIMITS.text),
};

type Schema = typeof PROPERTY_WIZARD_SCHEMA;
export type WizardPropertyField = keyof Schema;
type ValueOf<F> = F extends WizardField<infer Value, unknown> ? Value : never;
type ColumnOf<F> = F extends WizardField<infer _Value, infer Column> ? Column : never;

/** The form's values: a field may be missing or null while the owner has not reached it. */
export type PropertyWizardValues = { [K in WizardPropertyField]?: ValueOf<Schema[K]> | null };
/** The row fields the wizard sends. */
export type PropertyFields = { [K in WizardPropertyField]: ColumnOf<Schema[K]> };

const entries = Object.entries(PROPERTY_WIZARD_SCHEMA) as Array<[WizardPropertyField, WizardField<unknown, unknown>]>;

/** The columns the owner writes through the wizard, in screen order. */
export const WIZARD_PROPERTY_FIELDS: readonly WizardPropertyField[] = entries.map(([name]) => name);

/** Each step's fields in the order the owner meets them, so "the first error" is the one highest on the screen. */
export const WIZARD_FIELD_ORDER: Record<0 | 1, readonly WizardPropertyField[]> = {
  0: entries.filter(([, field]) => field.step === 0).map(([name]) => name),
  1: entries.filter(([, field]) => field.step === 1).map(([name]) => name),
};

/** What a new wizard starts with: nothing chosen, no garage, empty lists. */
export const EMPTY_WIZARD_VALUES = Object.fromEntries(entries.map(([name, field]) => [name, field.empty])) as Required<PropertyWizardValues>;

type NumberFieldName = { [K in WizardPropertyField]: Schema[K] extends WizardField<WizardNumberValue, number | null> ? K : never }[WizardPropertyField];
type TextFieldName = { [K in WizardPropertyField]: Schema[K] extends WizardField<string, string | null> ? K : never }[WizardPropertyField];

/** The number fields and their decimals. */
export const WIZARD_NUMBER_DECIMALS = Object.fromEntries(entries.filter(([, field]) => field.decimals !== undefined).map(([name, field]) => [name, field.decimals])) as Record<NumberFieldName, number>;
export type WizardNumberFieldName = NumberFieldName;

/** The text fields' max lengths: their columns' checks. */
export const WIZARD_TEXT_MAX_LENGTH = Object.fromEntries(entries.filter(([, field]) => field.maxLength !== undefined).map(([name, field]) => [name, field.maxLength])) as Record<TextFieldName, number>;

/** Every field of `values` as its column; the rules between fields are the payload's own. */
export function columnsFromValues(values: PropertyWizardValues): PropertyFields {
  return Object.fromEntries(entries.map(([name, field]) => [name, field.toColumn(values[name])])) as PropertyFields;
}

/** The form's values for a stored row (or part of one). */
export function valuesFromColumns(row: Partial<Record<WizardPropertyField, unknown>>): Required<PropertyWizardValues> {
  return Object.fromEntries(entries.map(([name, field]) => [name, field.fromColumn(row[name])])) as Required<PropertyWizardValues>;
}

/** What a stored draft's data may hold: each field of its kind, or null, or absent; other keys are ignored. */
const DraftData = type(Object.fromEntries(entries.map(([name, field]) => [name, optional(nullable(field.draft))])) as Record<WizardPropertyField, Struct<unknown>>);

/** The form's values from a stored draft's data, or null when a field holds something of another kind. */
export function valuesFromDraft(raw: unknown): Required<PropertyWizardValues> | null {
  const [failure, data] = validate(raw, DraftData);
  if (failure) return null;
  const record = data as Partial<Record<WizardPropertyField, unknown>>;
  return Object.fromEntries(
    entries.map(([name, field]) => {
      const value = record[name];
      return [name, value === undefined || value === null ? field.empty : field.fromDraft(value as never)];
    }),
  ) as Required<PropertyWizardValues>;
}
