import { useField } from 'react-final-form';
import { DateField, FormField } from '@portal/shared/ui';
import { BIRTH_DATE_MIN } from './owner-form';
import { fieldId, useFieldError } from './wizard-errors';

/**
 * The birth date: 'dd/mm/aaaa' typed (digits alone work) or picked in the portal's date field's calendar,
 * whose years run from this year down to 1925; days in the future or before 1925-01-01 cannot be picked.
 */
export function BirthDateField({ today, initiallyOpen = false }: { today: string; initiallyOpen?: boolean }) {
  const { input } = useField<string>('dataNascimento', { subscription: { value: true } });
  const { error, clear } = useFieldError('dataNascimento');
  const id = fieldId('dataNascimento');
  return (
    <FormField label="data de nascimento" htmlFor={id} error={error}>
      <DateField
        id={id}
        name="dataNascimento"
        value={input.value ?? ''}
        onChange={(text) => {
          input.onChange(text);
          if (error) clear();
        }}
        onBlur={() => input.onBlur()}
        min={BIRTH_DATE_MIN}
        max={today}
        openOn={today}
        calendarLabel="Calendário de data de nascimento"
        initiallyOpen={initiallyOpen}
        autoComplete="bday"
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
      />
    </FormField>
  );
}
