import { useId } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import { Button, Card, fontSize, FormField, Input, LoadFailedAlert, Page, palette, Result, toast } from '@portal/shared/ui';
import { CameraOutlined, CheckCircleOutlined, InfoCircleOutlined } from '@portal/shared/icons';
import { LoadingCard } from '../layout/loading-card';
import { PhotosStyle } from '../layout/photos-style';
import type { UserRating } from './get-ratings';
import { FEEDBACK_CATEGORIES, RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES, RATING_TOASTS, validateRating, type FeedbackCategory, type RatingFormValues } from './rating';
import { StarRating } from './star-rating';

export type FeedbackState =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'not-found' }
  /** The session is not completed yet: there is nothing to rate. */
  | { state: 'not-completed'; sessionId: string }
  | { state: 'rated'; rating: UserRating }
  | { state: 'ready' }
  | { state: 'sent' };

// Texts the spec does not quote (it quotes the buttons, the toasts and the required message).
const FEEDBACK_TEXTS = {
  title: 'Avalie sua sessão de fotos',
  ratingTitle: 'Como foi a sessão?',
  aspectsTitle: 'O que se destacou? (opcional)',
  comment: 'Comentário (opcional)',
  skip: 'Pular Avaliação',
  send: 'Enviar Feedback',
  sentText: 'Obrigado! Sua avaliação ajuda a melhorar nossas sessões de fotos.',
  redirecting: 'Você será levado ao painel em instantes.',
  notFound: 'Sessão não encontrada',
  notCompleted: 'A avaliação fica disponível quando a sessão de fotos for concluída.',
  seeSession: 'Ver sessão',
  rated: 'Você já avaliou esta sessão',
  goToDashboard: 'Ir para o painel',
} as const;

interface Props {
  view: FeedbackState;
  propertyName: string | null;
  onSubmit: (values: RatingFormValues) => Promise<void> | void;
  onSkip: () => void;
  onBack: () => void;
  onOpenSession: (sessionId: string) => void;
}

/** `/feedback-sessao-fotos?sessionId=&propertyName=`: the owner rates a completed session. */
export function FeedbackView({ view, propertyName, onSubmit, onSkip, onBack, onOpenSession }: Props) {
  return (
    <Page title={FEEDBACK_TEXTS.title} subtitle={propertyName ?? undefined} back={{ label: 'Voltar', onClick: onBack }}>
      <PhotosStyle />
      {view.state === 'loading' && (
        <LoadingCard rows={5} label="Carregando avaliação" />
      )}
      {view.state === 'error' && (
        <LoadFailedAlert title={view.message} onRetry={view.retry} />
      )}
      {view.state === 'not-found' && (
        <Card>
          <Result icon={<CameraOutlined />} title={FEEDBACK_TEXTS.notFound} extra={<Button onClick={onSkip}>{FEEDBACK_TEXTS.goToDashboard}</Button>} />
        </Card>
      )}
      {view.state === 'not-completed' && (
        <Card>
          <Result
            icon={<InfoCircleOutlined />}
            title={FEEDBACK_TEXTS.notCompleted}
            extra={
              <Button type="primary" onClick={() => onOpenSession(view.sessionId)}>
                {FEEDBACK_TEXTS.seeSession}
              </Button>
            }
          />
        </Card>
      )}
      {view.state === 'rated' && <RatedCard rating={view.rating} onDone={onSkip} />}
      {view.state === 'sent' && (
        <Card>
          <Result status="success" icon={<CheckCircleOutlined />} title={RATING_TOASTS.sent.title} subTitle={FEEDBACK_TEXTS.sentText} extra={<Button onClick={onSkip}>{FEEDBACK_TEXTS.goToDashboard}</Button>}>
            <p style={{ margin: '0 0 16px', color: palette.textSecondary }}>{FEEDBACK_TEXTS.redirecting}</p>
          </Result>
        </Card>
      )}
      {view.state === 'ready' && <FeedbackForm onSubmit={onSubmit} onSkip={onSkip} />}
    </Page>
  );
}

function RatedCard({ rating, onDone }: { rating: UserRating; onDone: () => void }) {
  const id = useId();
  return (
    <Card>
      <h2 id={id} className="mfph-section-title">
        {FEEDBACK_TEXTS.rated}
      </h2>
      <StarRating value={rating.rating} readOnly labelledBy={id} />
      {rating.comment && <p style={{ margin: '8px 0 16px' }}>{rating.comment}</p>}
      <Button onClick={onDone}>{FEEDBACK_TEXTS.goToDashboard}</Button>
    </Card>
  );
}

const EMPTY_RATING: RatingFormValues = { rating: null, comment: '', categories: [] };

function FeedbackForm({ onSubmit, onSkip }: Pick<Props, 'onSubmit' | 'onSkip'>) {
  const id = useId();
  return (
    <FinalForm<RatingFormValues>
      initialValues={EMPTY_RATING}
      validate={validateRating}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, hasValidationErrors, errors }) => (
        <form
          noValidate
          aria-label={FEEDBACK_TEXTS.title}
          className="mfph-stack"
          onSubmit={(event) => {
            if (hasValidationErrors && errors?.rating) toast.show({ title: RATING_MESSAGES.required, variant: 'warning' });
            void handleSubmit(event);
          }}
        >
          <Card>
            <h2 id={`${id}-rating`} className="mfph-section-title">
              {FEEDBACK_TEXTS.ratingTitle}
            </h2>
            <Field<number | null> name="rating">
              {({ input, meta }) => {
                const error = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
                return (
                  <>
                    <StarRating value={input.value} onChange={input.onChange} labelledBy={`${id}-rating`} invalid={Boolean(error)} describedBy={error ? `${id}-rating-error` : undefined} />
                    {error && (
                      <p id={`${id}-rating-error`} role="alert" style={{ margin: '4px 0 0', color: palette.danger, fontSize: fontSize.note }}>
                        {error}
                      </p>
                    )}
                  </>
                );
              }}
            </Field>
          </Card>

          <Card>
            <h2 id={`${id}-aspects`} className="mfph-section-title">
              {FEEDBACK_TEXTS.aspectsTitle}
            </h2>
            <Field<FeedbackCategory[]> name="categories">
              {({ input }) => {
                const chosen = new Set(input.value || []);
                return (
                  <ul className="mfph-list" aria-labelledby={`${id}-aspects`}>
                    {FEEDBACK_CATEGORIES.map((category) => (
                      <li key={category.id}>
                        <label className={chosen.has(category.id) ? 'mfph-check mfph-check-done' : 'mfph-check'}>
                          <input
                            type="checkbox"
                            checked={chosen.has(category.id)}
                            onChange={(event) =>
                              input.onChange(event.target.checked ? [...chosen, category.id] : [...chosen].filter((c) => c !== category.id))
                            }
                          />
                          <span>{category.label}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                );
              }}
            </Field>
          </Card>

          <Card>
            <Field<string> name="comment">
              {({ input }) => (
                <FormField label={FEEDBACK_TEXTS.comment} htmlFor={`${id}-comment`} style={{ marginBottom: 0 }}>
                  <Input.TextArea {...input} id={`${id}-comment`} rows={4} maxLength={RATING_COMMENT_MAX_LENGTH} aria-describedby={`${id}-counter`} />
                  <div id={`${id}-counter`} className="mfph-counter">
                    {(input.value ?? '').length}/{RATING_COMMENT_MAX_LENGTH}
                  </div>
                </FormField>
              )}
            </Field>
          </Card>

          <div className="mfph-sticky mfph-actions mfph-actions-fill">
            <Button size="large" block onClick={onSkip} disabled={submitting}>
              {FEEDBACK_TEXTS.skip}
            </Button>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              {FEEDBACK_TEXTS.send}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
