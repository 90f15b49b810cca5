import type { ReactNode } from 'react';
import { Button, Modal, Typography } from '@portal/shared/ui';

interface Props {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The action runs: both buttons wait, and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action: 'Cancelar' and a red confirm button. */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => !busy && onCancel()}
      footer={null}
      closable={!busy}
      mask={{ closable: !busy }}
      width={420}
    >
      <Typography.Paragraph style={{ marginTop: 8 }}>{message}</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="primary" danger loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
