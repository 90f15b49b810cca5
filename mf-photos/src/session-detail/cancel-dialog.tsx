import { useId } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { Button, Modal, Typography } from '@portal/shared/ui';
import { FormTextField } from '@portal/shared/forms';
import { CANCELLATION_REASON_MAX_LENGTH, validateCancellation, type CancellationValues } from './cancellation';

const CANCEL_DIALOG_TEXTS = {
  title: 'Cancelar sessão de fotos',
  text: 'A sessão será cancelada e a propriedade poderá receber um novo agendamento.',
  reason: 'Motivo do cancelamento',
  confirm: 'Confirmar cancelamento',
  back: 'Voltar',
} as const;

interface Props {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

const NO_REASON: CancellationValues = { reason: '' };

/** Asks why before cancelling: the database keeps the reason and refuses a blank one. */
export function CancelDialog({ open, busy, onClose, onConfirm }: Props) {
  const id = useId();
  return (
    <Modal open={open} title={CANCEL_DIALOG_TEXTS.title} onCancel={() => !busy && onClose()} footer={null} closable={!busy} mask={{ closable: !busy }} width={460}>
      <FinalForm<CancellationValues>
        initialValues={NO_REASON}
        validate={validateCancellation}
        onSubmit={(values) => onConfirm((values.reason ?? '').trim())}
        render={({ handleSubmit }) => (
          <form noValidate aria-label={CANCEL_DIALOG_TEXTS.title} onSubmit={(event) => void handleSubmit(event)}>
            <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
              {CANCEL_DIALOG_TEXTS.text}
            </Typography.Paragraph>
            <FormTextField name="reason" id={`${id}-reason`} label={CANCEL_DIALOG_TEXTS.reason} required multiline rows={3} maxLength={CANCELLATION_REASON_MAX_LENGTH} disabled={busy} />
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={onClose} disabled={busy}>
                {CANCEL_DIALOG_TEXTS.back}
              </Button>
              <Button type="primary" danger htmlType="submit" loading={busy}>
                {CANCEL_DIALOG_TEXTS.confirm}
              </Button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
