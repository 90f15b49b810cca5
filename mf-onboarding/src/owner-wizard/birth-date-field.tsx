import { FormDateField } from '@portal/shared/forms';
import { BIRTH_DATE_MIN } from './owner-schema';
import { fieldId } from './field-id';

/**
 * The birth date: 'dd/mm/aaaa' typed (digits alone work) or picked in the portal's date field's calendar,
 * whose years run from this year down to 1925; days in the future or before 1925-01-01 cannot be picked.
 */
export function BirthDateField({ today, initiallyOpen = false }: { today: string; initiallyOpen?: boolean }) {
  return (
    <FormDateField
      name="dataNascimento"
      id={fieldId('dataNascimento')}
      label="data de nascimento"
      min={BIRTH_DATE_MIN}
      max={today}
      openOn={today}
      calendarLabel="Calendário de data de nascimento"
      initiallyOpen={initiallyOpen}
      autoComplete="bday"
    />
  );
}
