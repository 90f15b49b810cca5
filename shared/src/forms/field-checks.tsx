import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { shownFieldError } from './field-error';

type CheckErrors = Readonly<Record<string, string | undefined>>;

interface FieldChecks {
  errors: CheckErrors;
  edited: ReadonlySet<string>;
  markEdited: (name: string) => void;
}

const FieldChecksContext = createContext<FieldChecks | null>(null);
const NONE: ReadonlySet<string> = new Set();

/**
 * For a form checked step by step rather than by react-final-form's submit (a wizard's 'continuar'):
 * `errors` is what the last check found, by field name; each new check (a new object) shows its
 * messages again. The fields inside read their message from here, by the portal's one rule.
 */
export function FieldChecksProvider({ errors, children }: { errors: CheckErrors; children: ReactNode }) {
  const [edited, setEdited] = useState<{ of: CheckErrors; names: ReadonlySet<string> }>({ of: errors, names: NONE });
  const names = edited.of === errors ? edited.names : NONE;
  const value = useMemo<FieldChecks>(
    () => ({
      errors,
      edited: names,
      markEdited: (name) => {
        if (errors[name] && !names.has(name)) setEdited({ of: errors, names: new Set([...names, name]) });
      },
    }),
    [errors, names],
  );
  return <FieldChecksContext.Provider value={value}>{children}</FieldChecksContext.Provider>;
}

/**
 * The message a field shows (see field-error.ts) and what to call when the owner edits it. Inside a
 * FieldChecksProvider the check is the step's; otherwise it is react-final-form's submit, whose
 * `validate` gives the messages.
 */
export function useShownFieldError(name: string, meta: Pick<FieldMetaState<unknown>, 'error' | 'submitFailed' | 'dirtySinceLastSubmit' | 'touched'>, unreadable?: string | null): { error: string | undefined; edited: () => void } {
  const checks = useContext(FieldChecksContext);
  const left = meta.touched === true;
  if (checks) {
    const error = checks.errors[name];
    return { error: shownFieldError({ error, checkFailed: error !== undefined, editedSinceCheck: checks.edited.has(name), unreadable, left }), edited: () => checks.markEdited(name) };
  }
  return {
    error: shownFieldError({ error: meta.error, checkFailed: meta.submitFailed, editedSinceCheck: meta.dirtySinceLastSubmit, unreadable, left }),
    edited: () => undefined,
  };
}

/** What a control of the family says of itself: red and invalid while its message shows, required when marked so. */
export function controlState(error: string | undefined, required: boolean | undefined) {
  return { status: error ? ('error' as const) : undefined, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined };
}

/** Leaving a control: the form learns it (the field is now touched), then the screen's own listener. */
export function leaving(input: { onBlur: () => void }, onBlur: (() => void) | undefined) {
  return () => {
    input.onBlur();
    onBlur?.();
  };
}
