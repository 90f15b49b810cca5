import { useEffect, useRef, useState } from 'react';
import { Form as FinalForm, FormSpy } from 'react-final-form';
import { Button, Card, Page, toast } from '@portal/shared/ui';
import { AutosaveIndicator, type SaveState } from './autosave-indicator';
import { DetailsStep } from './details-step';
import { ListingStep } from './listing-step';
import {
  firstInvalidStep,
  PROPERTY_WIZARD_TOASTS,
  validateWizardStep,
  WIZARD_STEPS,
  type PropertyWizardValues,
  type WizardErrors,
  type WizardStep,
} from './property-wizard';
import { WIZARD_FIELD_ORDER } from './property-schema';
import { focusField } from './wizard-fields';
import { WizardStyle } from './wizard-style';

export type WizardBusy = 'next' | 'finish' | 'done' | null;

export interface PropertyWizardFormProps {
  /** 'edit' (`?edit={id}`): 'Editando: {name}' and 'Salvar Alterações'. */
  mode: 'create' | 'edit';
  /** The stored name, for the edit header. */
  storedName?: string | null;
  initialValues: PropertyWizardValues;
  step: WizardStep;
  saveState: SaveState;
  /** A step change or the last save is running; 'done' after finishing, until the redirect. */
  busy?: WizardBusy;
  /** Shows the step's problems from the start, as after a refused 'Próximo' (stories). */
  initialErrorsShown?: boolean;
  onValuesChange?: (values: PropertyWizardValues) => void;
  /** Step 1 is valid and the owner asked for step 2. */
  onNext: (values: PropertyWizardValues) => void;
  /** Back from step 2 to step 1. */
  onBack: () => void;
  /** Every field is valid and the owner asked to finish (or save the edit). */
  onFinish: (values: PropertyWizardValues) => void;
  /** Finishing found step 1 incomplete: the wizard goes back there. */
  onGoToStep: (step: WizardStep) => void;
  /** Leaving the wizard (its local copy and, for drafts, the server row keep what was typed). */
  onLeave: () => void;
  /** The signed-in owner, for the photos area. */
  userId?: string | null;
  /** The saved row (draft or edited property) the photos belong to; null until step 1 is saved. */
  propertyId?: string | null;
}

const noop = () => undefined;
const NO_ERRORS: WizardErrors = {};

/** The two-step property wizard as the owner sees it; saving, loading and navigation are the page's. */
export function PropertyWizardForm({
  mode,
  storedName,
  initialValues,
  step,
  saveState,
  busy = null,
  initialErrorsShown = false,
  onValuesChange,
  onNext,
  onBack,
  onFinish,
  onGoToStep,
  onLeave,
  userId = null,
  propertyId = null,
}: PropertyWizardFormProps) {
  const [errorsShownOn, setErrorsShownOn] = useState<ReadonlySet<WizardStep>>(() => new Set(initialErrorsShown ? [step] : []));
  // The shown step's messages, kept current while the owner fixes them.
  const [shownErrors, setShownErrors] = useState<{ step: WizardStep; errors: WizardErrors }>(() => ({ step, errors: initialErrorsShown ? validateWizardStep(step, initialValues) : NO_ERRORS }));
  const errorsOf = (of: WizardStep) => (of === step && shownErrors.step === step ? shownErrors.errors : NO_ERRORS);
  const focusPending = useRef<{ step: WizardStep; values: PropertyWizardValues } | null>(null);

  // Focus moves to the first field to fix once its step is on screen (it may have just mounted).
  useEffect(() => {
    const pending = focusPending.current;
    if (!pending || pending.step !== step) return;
    focusPending.current = null;
    const errors = validateWizardStep(step, pending.values);
    // The schema lists each step's fields in screen order: the first error is the one highest on the screen.
    const first = WIZARD_FIELD_ORDER[step].find((field) => field in errors);
    if (first) focusField(first);
  });

  const refuse = (invalidStep: WizardStep, values: PropertyWizardValues) => {
    setErrorsShownOn((shown) => new Set([...shown, invalidStep]));
    setShownErrors({ step: invalidStep, errors: validateWizardStep(invalidStep, values) });
    focusPending.current = { step: invalidStep, values };
    toast.show({ ...PROPERTY_WIZARD_TOASTS.requiredFields, variant: 'error' });
    if (invalidStep !== step) onGoToStep(invalidStep);
  };

  const submit = (values: PropertyWizardValues) => {
    if (busy) return;
    if (step === 0) {
      if (Object.keys(validateWizardStep(0, values)).length > 0) refuse(0, values);
      else onNext(values);
      return;
    }
    const invalid = firstInvalidStep(values);
    if (invalid !== null) refuse(invalid, values);
    else onFinish(values);
  };

  const current = WIZARD_STEPS[step];
  const name = (storedName ?? '').trim() || 'Propriedade sem nome';
  const finishLabel = mode === 'edit' ? 'Salvar Alterações' : 'Finalizar Cadastro';

  return (
    <Page
      title={mode === 'edit' ? `Editando: ${name}` : 'Cadastro da propriedade'}
      subtitle={`Etapa ${step + 1} de ${WIZARD_STEPS.length} · ${current.title}`}
      actions={<AutosaveIndicator state={saveState} />}
      back={{ label: mode === 'edit' ? 'Voltar às propriedades' : 'Sair do cadastro', onClick: onLeave }}
    >
      <WizardStyle />
      <ol className="pw-stepper" aria-label="Etapas do cadastro">
        {WIZARD_STEPS.map((item, index) => (
          <li key={item.key} className={index === step ? 'pw-step-current' : index < step ? 'pw-step-done' : undefined} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {item.title}
          </li>
        ))}
      </ol>
      <FinalForm<PropertyWizardValues>
        initialValues={initialValues}
        onSubmit={noop}
        subscription={{}}
        render={({ form }) => (
          <form
            noValidate
            aria-label={current.title}
            onSubmit={(event) => {
              event.preventDefault();
              submit(form.getState().values);
            }}
          >
            <FormSpy<PropertyWizardValues> subscription={{ values: true }} onChange={({ values }) => onValuesChange?.(values)} />
            {errorsShownOn.has(step) && (
              // Keyed by step: a FormSpy keeps the subscription it mounted with.
              <FormSpy<PropertyWizardValues> key={step} subscription={{ values: true }} onChange={({ values }) => setShownErrors({ step, errors: validateWizardStep(step, values) })} />
            )}
            {/* Both steps stay mounted (the other one hidden): react-final-form resets a remounted field to its
                initial value, which would drop what the owner typed on a step they went back from. */}
            <Card style={{ maxWidth: 760 }}>
              <div hidden={step !== 0}>
                <DetailsStep errors={errorsOf(0)} />
              </div>
              <div hidden={step !== 1}>
                <ListingStep errors={errorsOf(1)} photos={{ userId, propertyId, visible: step === 1 }} />
              </div>
            </Card>
            <div className="pw-actions" style={{ maxWidth: 760 }}>
              {step === 0 ? (
                <Button onClick={onLeave} disabled={busy !== null}>
                  Cancelar
                </Button>
              ) : (
                <Button onClick={onBack} disabled={busy !== null}>
                  Voltar
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={busy === 'next' || busy === 'finish'} disabled={busy === 'done'}>
                {step === 0 ? 'Próximo' : finishLabel}
              </Button>
            </div>
          </form>
        )}
      />
    </Page>
  );
}
