import { useId } from 'react';
import type { TimeSlot } from '@portal/shared/domain';
import { toast } from '@portal/shared/ui';
import { dateOptionLabel, dateOptionParts } from './date-labels';
import { BOOKABLE_TIME_SLOTS, TIME_SLOT_LABELS, timeSlotText } from './photo-session-rules';
import { PHOTO_SCHEDULE_TOASTS, timeSlotPickError } from './photo-schedule';
import { PhotosStyle } from '../layout/photos-style';

const PICKER_TITLES = { date: 'Escolha a data', slot: 'Escolha o horário' } as const;

interface Props {
  dates: readonly string[];
  date: string | null;
  timeSlot: TimeSlot | null;
  onDateChange: (date: string) => void;
  onTimeSlotChange: (slot: TimeSlot) => void;
  disabled?: boolean;
  /** Heading level of the two group titles (3 on a page, 4 inside a dialog). */
  headingLevel?: 3 | 4;
}

/**
 * The offered dates and the two slots. A slot cannot be picked before a date: the tap is answered with
 * 'Selecione uma data primeiro' and nothing is chosen.
 */
export function DateSlotPicker({ dates, date, timeSlot, onDateChange, onTimeSlotChange, disabled = false, headingLevel = 3 }: Props) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const pickSlot = (slot: TimeSlot) => {
    const error = timeSlotPickError(date);
    if (error) {
      toast.show({ title: PHOTO_SCHEDULE_TOASTS.pickDateFirst.title, variant: 'warning' });
      return;
    }
    onTimeSlotChange(slot);
  };

  return (
    <div className="mfph-stack">
      <PhotosStyle />
      <div>
        <Heading id={`${id}-date`} className="mfph-section-title">
          {PICKER_TITLES.date}
        </Heading>
        <div role="radiogroup" aria-labelledby={`${id}-date`} className="mfph-date-grid">
          {dates.map((option) => {
            const parts = dateOptionParts(option);
            return (
              <label key={option} className="mfph-tile">
                <input
                  type="radio"
                  name={`${id}-date`}
                  value={option}
                  checked={date === option}
                  disabled={disabled}
                  aria-label={dateOptionLabel(option)}
                  onChange={() => onDateChange(option)}
                />
                <span className="mfph-tile-body" aria-hidden>
                  <span className="mfph-tile-weekday">{parts.weekday}</span>
                  <span className="mfph-tile-day">{parts.day}</span>
                  <span className="mfph-tile-month">{parts.month}</span>
                </span>
              </label>
            );
          })}
        </div>
      </div>
      <div>
        <Heading id={`${id}-slot`} className="mfph-section-title">
          {PICKER_TITLES.slot}
        </Heading>
        <div role="radiogroup" aria-labelledby={`${id}-slot`} className="mfph-slot-grid">
          {BOOKABLE_TIME_SLOTS.map((slot) => (
            <label key={slot} className={date ? 'mfph-tile' : 'mfph-tile mfph-tile-dim'}>
              <input
                type="radio"
                name={`${id}-slot`}
                value={slot}
                checked={timeSlot === slot}
                disabled={disabled}
                aria-label={timeSlotText(slot)}
                onChange={() => pickSlot(slot)}
              />
              <span className="mfph-tile-body" aria-hidden>
                <span className="mfph-tile-title">{TIME_SLOT_LABELS[slot].label}</span>
                <span className="mfph-muted">{TIME_SLOT_LABELS[slot].hours}</span>
              </span>
            </label>
          ))}
        </div>
      </div>
    </div>
  );
}
