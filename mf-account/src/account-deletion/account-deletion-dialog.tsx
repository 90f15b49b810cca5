import { useState } from 'react';
import { DELETION_CONFIRM_WORD, canConfirmDeletion } from './account-deletion-rules';
import { DELETION_CONSIDERATIONS, deletionSummary } from '../account-page/account-summary';
import { Alert, Button, FormField, Input, Modal, Typography, palette } from '@portal/shared/ui';
import { ExclamationCircleOutlined } from '@portal/shared/icons';

export type DeletionStep = 'warning' | 'confirm';

interface Props {
  open: boolean;
  propertyCount: number;
  documentCount: number;
  deleting: boolean;
  onClose: () => void;
  onConfirm: (password: string) => void;
  /** Stories open the dialog on a given step. */
  initialStep?: DeletionStep;
}

/**
 * 'Privacidade e segurança': a warning step with what is lost, then a confirm step asking for the current
 * password and the word DELETAR. Closing forgets both fields and starts over at the warning.
 */
export function AccountDeletionDialog({ open, propertyCount, documentCount, deleting, onClose, onConfirm, initialStep = 'warning' }: Props) {
  const [step, setStep] = useState<DeletionStep>(initialStep);
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');

  function close() {
    if (deleting) return;
    setStep('warning');
    setPassword('');
    setWord('');
    onClose();
  }

  const title = (
    <span style={{ display: 'flex', gap: 8, alignItems: 'center', color: palette.danger }}>
      <ExclamationCircleOutlined aria-hidden /> Deletar conta
    </span>
  );

  return (
    <Modal open={open} onCancel={close} title={title} footer={null} mask={{ closable: !deleting }} closable={!deleting}>
      {step === 'warning' ? (
        <section aria-label="Aviso de exclusão">
          <Typography.Paragraph strong>Ao deletar sua conta, serão removidos permanentemente:</Typography.Paragraph>
          <ul aria-label="O que será deletado" style={{ paddingLeft: 20 }}>
            {deletionSummary({ properties: propertyCount, documents: documentCount }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Alert
            type="warning"
            showIcon
            title="Antes de continuar"
            description={
              <ul aria-label="Considerações" style={{ paddingLeft: 20, margin: 0 }}>
                {DELETION_CONSIDERATIONS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            }
            style={{ marginBottom: 16 }}
          />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={close}>Cancelar</Button>
            <Button danger type="primary" onClick={() => setStep('confirm')}>
              Continuar mesmo assim
            </Button>
          </div>
        </section>
      ) : (
        <form
          aria-label="Confirmar exclusão"
          onSubmit={(event) => {
            event.preventDefault();
            if (canConfirmDeletion(password, word) && !deleting) onConfirm(password);
          }}
        >
          <div>
            <FormField label="Senha atual" htmlFor="deletion-password">
              <Input.Password id="deletion-password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={deleting} />
            </FormField>
            <FormField label={`Digite ${DELETION_CONFIRM_WORD} para confirmar`} htmlFor="deletion-word">
              <Input id="deletion-word" autoComplete="off" value={word} onChange={(event) => setWord(event.target.value)} disabled={deleting} />
            </FormField>
          </div>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={() => setStep('warning')} disabled={deleting}>
              Voltar
            </Button>
            <Button danger type="primary" htmlType="submit" disabled={!canConfirmDeletion(password, word) || deleting} aria-busy={deleting}>
              {deleting ? 'Deletando...' : 'Deletar Conta Definitivamente'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
