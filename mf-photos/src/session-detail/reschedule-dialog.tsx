import { FORM_ERROR } from 'final-form';
import { Form as FinalForm } from 'react-final-form';
import type { TimeSlot } from '@portal/shared/domain';
import { Button, Modal, palette, toast, Typography } from '@portal/shared/ui';
import { ScheduleFields, type ScheduleValues } from '../scheduling/schedule-fields';
import { photoScheduleError } from '../scheduling/photo-schedule';
import { isSameSchedule, RESCHEDULE_TEXTS } from '../scheduling/photo-session-rules';

const RESCHEDULE_DIALOG_TEXTS = {
  title: 'Reagendar sessão',
  confirm: 'Confirmar reagendamento',
  cancel: 'Voltar',
} as const;

interface Props {
  open: boolean;
  dates: readonly string[];
  current: { date: string; time_slot: string };
  busy: boolean;
  onClose: () => void;
  onConfirm: (date: string, timeSlot: TimeSlot) => void;
}

const NOTHING_CHOSEN: ScheduleValues = { date: null, timeSlot: null };

/** Picks the session's new date and slot (the offered dates, by the same rule as booking). */
export function RescheduleDialog({ open, dates, current, busy, onClose, onConfirm }: Props) {
  function submit(values: ScheduleValues) {
    const incomplete = photoScheduleError(values);
    if (incomplete || !values.date || !values.timeSlot) {
      toast.show({ ...(incomplete ?? { title: 'Dados incompletos' }), variant: 'warning' });
      return undefined;
    }
    // Moving to the same date and slot changes nothing and would not count as the one reschedule.
    if (isSameSchedule(current, values.date, values.timeSlot)) return { [FORM_ERROR]: RESCHEDULE_TEXTS.sameSchedule };
    onConfirm(values.date, values.timeSlot);
    return undefined;
  }

  return (
    <Modal open={open} title={RESCHEDULE_DIALOG_TEXTS.title} onCancel={() => !busy && onClose()} footer={null} closable={!busy} mask={{ closable: !busy }} width={520}>
      <FinalForm<ScheduleValues>
        initialValues={NOTHING_CHOSEN}
        onSubmit={submit}
        render={({ handleSubmit, submitError, dirtySinceLastSubmit }) => (
          <form noValidate aria-label={RESCHEDULE_DIALOG_TEXTS.title} onSubmit={(event) => void handleSubmit(event)}>
            <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
              {RESCHEDULE_TEXTS.available}
            </Typography.Paragraph>
            <ScheduleFields dates={dates} disabled={busy} headingLevel={4} />
            {typeof submitError === 'string' && !dirtySinceLastSubmit && (
              <p role="alert" style={{ color: palette.danger, margin: '12px 0 0' }}>
                {submitError}
              </p>
            )}
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: 20 }}>
              <Button onClick={onClose} disabled={busy}>
                {RESCHEDULE_DIALOG_TEXTS.cancel}
              </Button>
              <Button type="primary" htmlType="submit" loading={busy}>
                {RESCHEDULE_DIALOG_TEXTS.confirm}
              </Button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
