import { useId, useState } from 'react';
import type { PropertyListRow } from '@portal/shared/domain';
import { Alert, Button, fontSize, Page, palette, PortalStyle, Result, Spinner, tones } from '@portal/shared/ui';
import { InfoCircleOutlined } from '@portal/shared/icons';
import { ConfirmDialog } from '../property-list/confirm-dialog';
import { canCreateProperty, DRAFT_RULE_TEXTS, propertyDisplayName } from '../property-list/property-rules';
import { DraftCard } from './draft-card';
import { INTRO_STEPS, INTRO_TEXTS, propertiesInRegistration } from './intro-content';

export type PropertyIntroState =
  | { state: 'initializing' }
  | { state: 'loading' }
  | { state: 'timeout'; retry: () => void }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; properties: PropertyListRow[] };

interface Props {
  view: PropertyIntroState;
  /** The property being removed, while its removal runs. */
  removingId?: string | null;
  /** The property whose trash button was pressed, while 'Remover propriedade?' is open. */
  askingRemove?: PropertyListRow | null;
  onStart: () => void;
  onContinue: (property: PropertyListRow) => void;
  onAskRemove: (property: PropertyListRow) => void;
  onRemove: (property: PropertyListRow) => void;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  onBack: () => void;
}

const CSS = `
.mfp-intro{display:grid;gap:24px}
.mfp-intro-heading{margin:0 0 12px;font-size:${fontSize.heading}px;font-weight:650;color:${palette.text}}
.mfp-intro-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,340px),1fr));gap:12px;margin:0;padding:0;list-style:none}
.mfp-intro-steps{display:grid;gap:12px;margin:0 0 20px;padding:0;list-style:none;counter-reset:step}
.mfp-intro-step{display:flex;gap:12px;align-items:flex-start;padding:14px 16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;counter-increment:step}
.mfp-intro-step::before{content:counter(step);flex:none;display:grid;place-items:center;width:32px;height:32px;border-radius:50%;background:${tones.brand.background};color:${palette.brand};font-weight:700}
.mfp-intro-step-title{display:block;font-weight:600;color:${palette.text}}
.mfp-intro-step-text{display:block;margin-top:2px;font-size:${fontSize.small}px;color:${palette.textSecondary}}
.mfp-intro-note{display:flex;gap:8px;align-items:flex-start;margin:12px 0 0;font-size:${fontSize.small}px;color:${palette.textSecondary}}
.mfp-intro-waiting{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;min-height:320px;color:${palette.textSecondary}}
`;

/** `/cadastro-imovel`: where a registration starts or is picked up again. */
export function PropertyIntroView({ view, removingId = null, askingRemove = null, onStart, onContinue, onAskRemove, onRemove, onConfirmRemove, onCancelRemove, onBack }: Props) {
  const cardsHeadingId = useId();
  const stepsHeadingId = useId();
  // The dialog keeps naming the property while it closes.
  const [named, setNamed] = useState(askingRemove);
  if (askingRemove && askingRemove !== named) setNamed(askingRemove);

  if (view.state === 'initializing' || view.state === 'loading') {
    const text = view.state === 'initializing' ? INTRO_TEXTS.initializing : INTRO_TEXTS.loading;
    return (
      <div className="mfp-intro-waiting" role="status" aria-label={text}>
        <PortalStyle name="mf-properties-intro" css={CSS} />
        <Spinner size="large" label={text} />
        <span aria-hidden>{text}</span>
      </div>
    );
  }

  if (view.state === 'timeout') {
    return (
      <Page title={INTRO_TEXTS.title} back={{ label: INTRO_TEXTS.back, onClick: onBack }}>
        <Result
          status="warning"
          title={INTRO_TEXTS.timeoutTitle}
          subTitle={INTRO_TEXTS.timeoutHint}
          extra={
            <Button type="primary" onClick={view.retry}>
              {INTRO_TEXTS.retry}
            </Button>
          }
        />
      </Page>
    );
  }

  const properties = view.state === 'ready' ? view.properties : [];
  const cards = propertiesInRegistration(properties);
  const draftPending = !canCreateProperty(properties);

  return (
    <Page title={INTRO_TEXTS.title} subtitle={INTRO_TEXTS.subtitle} back={{ label: INTRO_TEXTS.back, onClick: onBack }}>
      <PortalStyle name="mf-properties-intro" css={CSS} />
      {view.state === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={INTRO_TEXTS.loadError}
          action={
            <Button size="small" onClick={view.retry}>
              {INTRO_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <div className="mfp-intro">
          {cards.length > 0 && (
            <section aria-labelledby={cardsHeadingId}>
              <h2 id={cardsHeadingId} className="mfp-intro-heading">
                {INTRO_TEXTS.inProgressHeading}
              </h2>
              <ul className="mfp-intro-cards">
                {cards.map((property) => (
                  <li key={property.id}>
                    <DraftCard
                      property={property}
                      removing={removingId === property.id}
                      onContinue={onContinue}
                      onAskRemove={onAskRemove}
                      onRemove={onRemove}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}

          {draftPending ? (
            <section aria-label={INTRO_TEXTS.createAnother} style={{ display: 'grid', gap: 12 }}>
              <Alert type="warning" showIcon title={DRAFT_RULE_TEXTS.existingDraftWarning} />
              <Button type="primary" size="large" block disabled>
                {/* Lower case as the spec quotes it, on screen as in the text. */}
                {DRAFT_RULE_TEXTS.introButtonLabel}
              </Button>
            </section>
          ) : (
            <section aria-labelledby={stepsHeadingId}>
              <h2 id={stepsHeadingId} className="mfp-intro-heading">
                {INTRO_TEXTS.stepsHeading}
              </h2>
              <ol className="mfp-intro-steps">
                {INTRO_STEPS.map((step) => (
                  <li key={step.title} className="mfp-intro-step">
                    <span>
                      <span className="mfp-intro-step-title">{step.title}</span>
                      <span className="mfp-intro-step-text">{step.description}</span>
                    </span>
                  </li>
                ))}
              </ol>
              <Button type="primary" size="large" block onClick={onStart}>
                {INTRO_TEXTS.start}
              </Button>
              <p className="mfp-intro-note">
                <InfoCircleOutlined aria-hidden style={{ marginTop: 4 }} />
                <span>{INTRO_TEXTS.autosave}</span>
              </p>
            </section>
          )}
        </div>
      )}

      <ConfirmDialog
        open={askingRemove !== null}
        title={INTRO_TEXTS.removeTitle}
        message={named ? INTRO_TEXTS.removeMessage(propertyDisplayName(named)) : ''}
        confirmLabel={INTRO_TEXTS.remove}
        busy={askingRemove !== null && removingId === askingRemove.id}
        onConfirm={onConfirmRemove}
        onCancel={onCancelRemove}
      />
    </Page>
  );
}
