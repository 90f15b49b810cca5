import { Field } from 'react-final-form';
import type { TimeSlot } from '@portal/shared/domain';
import { DateSlotPicker } from './date-slot-picker';

export interface ScheduleValues {
  date: string | null;
  timeSlot: TimeSlot | null;
}

/** The date and slot of a react-final-form form (booking, reschedule), as the picker shows them. */
export function ScheduleFields({ dates, disabled, headingLevel }: { dates: readonly string[]; disabled?: boolean; headingLevel?: 3 | 4 }) {
  return (
    <Field<string | null> name="date" allowNull>
      {({ input: date }) => (
        <Field<TimeSlot | null> name="timeSlot" allowNull>
          {({ input: slot }) => (
            <DateSlotPicker
              dates={dates}
              date={date.value || null}
              timeSlot={slot.value || null}
              disabled={disabled}
              headingLevel={headingLevel}
              onDateChange={date.onChange}
              onTimeSlotChange={slot.onChange}
            />
          )}
        </Field>
      )}
    </Field>
  );
}
