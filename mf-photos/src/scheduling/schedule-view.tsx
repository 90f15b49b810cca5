import { useId } from 'react';
import { Field, Form as FinalForm, FormSpy } from 'react-final-form';
import { Alert, Button, Card, FormField, Input, LoadFailedAlert, Page, Result } from '@portal/shared/ui';
import { CalendarOutlined, HomeOutlined } from '@portal/shared/icons';
import { LoadingCard } from '../layout/loading-card';
import { PhotosStyle } from '../layout/photos-style';
import { ScheduleFields, type ScheduleValues } from './schedule-fields';
import { PHOTO_SCHEDULE_TOASTS } from './photo-schedule';
import { DUPLICATE_SESSION_MESSAGE } from './photo-session-rules';
import { SESSION_NOTES_MAX_LENGTH } from '../session-api/photo-session-record';

export type ScheduleState =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'not-found' }
  /** A draft: photos are booked for a finished registration, so the way on is to finish it. */
  | { state: 'draft'; propertyId: string }
  /** The property already has a session (the database would refuse a second). */
  | { state: 'booked'; sessionId: string }
  /** A booking of it waits in the offline queue. */
  | { state: 'queued' }
  | { state: 'ready'; propertyName: string; address: string };

// Texts the spec does not quote (it quotes the toasts and the slots).
export const SCHEDULE_TEXTS = {
  title: 'Agendar Sessão de Fotos',
  step: 'Etapa 1 de 2',
  placeTitle: 'Local da sessão',
  address: 'Endereço',
  notes: 'Ponto de referência ou observações',
  notesHelp: 'Ex.: portão azul, chave na portaria, vaga para o fotógrafo.',
  nightTitle: 'Não realizamos sessões noturnas',
  nightText: 'As fotos são feitas com luz natural, entre 8h e 17h.',
  continue: 'Continuar',
  notFound: 'Propriedade não encontrada',
  notFoundHint: 'Escolha uma das suas propriedades para agendar a sessão.',
  chooseProperty: 'Escolher propriedade',
  draftTitle: 'Finalize o cadastro antes de agendar as fotos',
  draftHint: 'A sessão de fotos é agendada para propriedades com o cadastro finalizado.',
  finishRegistration: 'Finalizar cadastro',
  seeSession: 'Ver sessão agendada',
  loadError: 'Erro ao carregar sua propriedade',
} as const;

export interface BookingValues extends ScheduleValues {
  notes: string;
}

interface Props {
  view: ScheduleState;
  dates: readonly string[];
  /** The choices kept from before (the booking in progress), or none. */
  initialValues: BookingValues;
  /** Checks the choices and goes on; the screen stays when they are incomplete. */
  onContinue: (values: BookingValues) => void;
  /** Each change of the choices, so they outlive a reload of the screen. */
  onValuesChange: (values: BookingValues) => void;
  onBack: () => void;
  onOpenSession: (sessionId: string) => void;
  onChooseProperty: () => void;
  onFinishRegistration: (propertyId: string) => void;
}

/** `/agendamento-fotos` (and `/agendamento-sessao-fotos`): date, slot and the place of the session. */
export function ScheduleView(props: Props) {
  const { view, onBack } = props;
  const subtitle = view.state === 'ready' ? view.propertyName : undefined;
  return (
    <Page title={SCHEDULE_TEXTS.title} subtitle={subtitle} back={{ label: 'Voltar', onClick: onBack }}>
      <PhotosStyle />
      {view.state === 'loading' && (
        <LoadingCard rows={6} label="Carregando agendamento" />
      )}
      {view.state === 'error' && (
        <LoadFailedAlert title={view.message} onRetry={view.retry} />
      )}
      {view.state === 'not-found' && (
        <Card>
          <Result
            icon={<HomeOutlined />}
            title={SCHEDULE_TEXTS.notFound}
            subTitle={SCHEDULE_TEXTS.notFoundHint}
            extra={
              <Button type="primary" onClick={props.onChooseProperty}>
                {SCHEDULE_TEXTS.chooseProperty}
              </Button>
            }
          />
        </Card>
      )}
      {view.state === 'draft' && (
        <Card>
          <Result
            icon={<HomeOutlined />}
            title={SCHEDULE_TEXTS.draftTitle}
            subTitle={SCHEDULE_TEXTS.draftHint}
            extra={
              <Button type="primary" onClick={() => props.onFinishRegistration(view.propertyId)}>
                {SCHEDULE_TEXTS.finishRegistration}
              </Button>
            }
          />
        </Card>
      )}
      {view.state === 'booked' && (
        <Card>
          <Result
            icon={<CalendarOutlined />}
            title={DUPLICATE_SESSION_MESSAGE}
            extra={
              <>
                <Button type="primary" onClick={() => props.onOpenSession(view.sessionId)}>
                  {SCHEDULE_TEXTS.seeSession}
                </Button>
                <Button onClick={props.onChooseProperty}>{SCHEDULE_TEXTS.chooseProperty}</Button>
              </>
            }
          />
        </Card>
      )}
      {view.state === 'queued' && (
        <Card>
          <Result
            icon={<CalendarOutlined />}
            title={PHOTO_SCHEDULE_TOASTS.savedOffline.title}
            subTitle={PHOTO_SCHEDULE_TOASTS.savedOffline.description}
            extra={<Button onClick={props.onChooseProperty}>{SCHEDULE_TEXTS.chooseProperty}</Button>}
          />
        </Card>
      )}
      {view.state === 'ready' && <ScheduleForm {...props} address={view.address} />}
    </Page>
  );
}

function ScheduleForm({ dates, initialValues, onContinue, onValuesChange, address }: Props & { address: string }) {
  const id = useId();
  return (
    <FinalForm<BookingValues>
      initialValues={initialValues}
      onSubmit={onContinue}
      render={({ handleSubmit }) => (
        <form noValidate aria-label={SCHEDULE_TEXTS.title} className="mfph-stack" onSubmit={(event) => void handleSubmit(event)}>
          <FormSpy<BookingValues> subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} />
          <p className="mfph-muted mfph-small" style={{ margin: 0 }}>
            {SCHEDULE_TEXTS.step}
          </p>
          <Card>
            <ScheduleFields dates={dates} />
          </Card>
          <Alert type="warning" showIcon title={SCHEDULE_TEXTS.nightTitle} description={SCHEDULE_TEXTS.nightText} />
          <Card>
            <h3 className="mfph-section-title">{SCHEDULE_TEXTS.placeTitle}</h3>
            <FormField label={SCHEDULE_TEXTS.address} htmlFor={`${id}-address`}>
              <Input.TextArea id={`${id}-address`} value={address} readOnly rows={2} style={{ resize: 'none', minHeight: 0 }} />
            </FormField>
            <Field<string> name="notes" parse={(value) => value ?? ''}>
              {({ input }) => (
                <FormField label={SCHEDULE_TEXTS.notes} htmlFor={`${id}-notes`} help={SCHEDULE_TEXTS.notesHelp} style={{ marginBottom: 0 }}>
                  <Input.TextArea {...input} id={`${id}-notes`} maxLength={SESSION_NOTES_MAX_LENGTH} rows={3} />
                </FormField>
              )}
            </Field>
          </Card>
          <div className="mfph-sticky">
            <Button type="primary" htmlType="submit" size="large" block>
              {SCHEDULE_TEXTS.continue}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
