import { useEffect, useRef, useState } from 'react';
import { Form as FinalForm, useForm } from 'react-final-form';
import type { FormErrors } from '@portal/shared/domain';
import { usePostalCodeLookup } from '@portal/shared/host';
import { Button, Card, fontSize, palette, Spinner, toast } from '@portal/shared/ui';
import { FieldChecksProvider } from '@portal/shared/forms';
import type { LegalDocuments } from '../legal-documents/legal-documents';
import type { DocumentCheck } from './document-check';
import { OWNER_FIELD_STEP, type OwnerFormField, type OwnerFormValues } from './owner-schema';
import { AddressStep, applyAddress, BankStep, ContactStep, PersonalDataStep, type PostalLookup, TermsStep } from './owner-steps';
import {
  canFinishOwnerWizard,
  OWNER_WIZARD_SAVE_INDICATOR_MS,
  OWNER_WIZARD_TOASTS,
  ownerStepPatch,
  type OwnerDataStep,
  type OwnerWizardStep,
  requiredFieldsToast,
  validateOwnerStep,
} from './owner-wizard';
import { SummaryStep } from './summary-step';
import { fieldId } from './field-id';
import { WizardProgress } from './wizard-progress';

/** The first failing field is focused this long after the highlight (spec part 1 §5). */
const FOCUS_DELAY_MS = 500;

export interface OwnerWizardFormProps {
  initialValues: OwnerFormValues;
  initialStep: OwnerWizardStep;
  /** Steps the saved profile already fills: their circles show a check. */
  filledSteps: ReadonlySet<OwnerDataStep>;
  /** 'yyyy-MM-dd' in Brazil: the birth date's upper limit. */
  today: string;
  documents: LegalDocuments;
  /** Saves one step's partial update; false keeps the owner on the step (the caller has told them why). */
  onSaveStep: (step: OwnerDataStep, values: OwnerFormValues) => Promise<boolean>;
  /** Saves the whole profile; false keeps the owner on the summary. */
  onFinish: (values: OwnerFormValues) => Promise<boolean>;
  /** Each change of what is typed or of the step, for the copy kept in browser storage. */
  onProgress?: (values: OwnerFormValues, step: OwnerWizardStep) => void;
  /** Stories and tests show a step in a given state. */
  preview?: { errors?: FormErrors; documentCheck?: DocumentCheck; lookup?: PostalLookup; calendarOpen?: boolean; saving?: boolean; finishing?: boolean };
}

function ConnectedAddressStep() {
  const form = useForm<OwnerFormValues>();
  const lookup = usePostalCodeLookup((fields) => applyAddress(form, fields));
  return <AddressStep lookup={lookup} />;
}

/** Highlights are scrolled into view at once; the first failing text field takes the focus half a second later. */
function showFailingFields(errors: FormErrors, timers: { current: ReturnType<typeof setTimeout>[] }) {
  const elements = Object.keys(errors)
    .map((name) => document.getElementById(fieldId(name)))
    .filter((element): element is HTMLElement => element !== null);
  elements[0]?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  const firstText = elements.find((element) => element instanceof HTMLInputElement && !element.readOnly) ?? elements[0];
  if (firstText) timers.current.push(setTimeout(() => firstText.focus(), FOCUS_DELAY_MS));
}

function ReportProgress({ values, step, onProgress }: { values: OwnerFormValues; step: OwnerWizardStep; onProgress: NonNullable<OwnerWizardFormProps['onProgress']> }) {
  useEffect(() => onProgress(values, step), [values, step, onProgress]);
  return null;
}

/** The six steps of /cadastro-proprietario: values in react-final-form, each step checked and saved before moving on. */
export function OwnerWizardForm(props: OwnerWizardFormProps) {
  const { initialValues, filledSteps, today, documents, onSaveStep, onFinish, onProgress, preview } = props;
  const [step, setStep] = useState<OwnerWizardStep>(props.initialStep);
  const [completed, setCompleted] = useState<Set<number>>(() => new Set(filledSteps));
  const [errors, setErrors] = useState<FormErrors>(preview?.errors ?? {});
  const [saving, setSaving] = useState(preview?.saving ?? false);
  const [finishing, setFinishing] = useState(preview?.finishing ?? false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const goTo = (next: OwnerWizardStep) => {
    setStep(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const fail = (failing: FormErrors, toastContent: { title: string; description: string }) => {
    setErrors(failing);
    toast.show({ ...toastContent, variant: 'error' });
    // The fields render with their highlight first; then they are scrolled to and focused.
    timers.current.push(setTimeout(() => showFailingFields(failing, timers), 0));
  };

  const continueFrom = async (current: OwnerDataStep, values: OwnerFormValues) => {
    const failing = validateOwnerStep(current, values, today);
    if (Object.keys(failing).length > 0) {
      fail(failing, requiredFieldsToast(current, failing, values.tipoDocumento));
      return;
    }
    setErrors({});
    // Empty steps are not saved (spec part 1 §4: a partial update of non-empty fields, skipped if empty).
    if (Object.keys(ownerStepPatch(current, values)).length > 0) {
      setSaving(true);
      const saved = await onSaveStep(current, values);
      if (!saved) {
        setSaving(false);
        return;
      }
      timers.current.push(setTimeout(() => setSaving(false), OWNER_WIZARD_SAVE_INDICATOR_MS));
    }
    setCompleted((done) => new Set(done).add(current));
    goTo((current + 1) as OwnerWizardStep);
  };

  const finish = async (values: OwnerFormValues) => {
    if (!canFinishOwnerWizard(values, today)) {
      const failing = validateOwnerStep(6, values, today);
      const firstStep = Math.min(...Object.keys(failing).map((name) => OWNER_FIELD_STEP[name as OwnerFormField] ?? 1)) as OwnerDataStep;
      goTo(firstStep);
      fail(failing, OWNER_WIZARD_TOASTS.finalIncomplete);
      return;
    }
    setFinishing(true);
    const done = await onFinish(values);
    if (!done) setFinishing(false);
  };

  return (
    <FinalForm<OwnerFormValues>
      initialValues={initialValues}
      onSubmit={() => undefined}
      subscription={{ values: true }}
      render={({ values }) => (
        <FieldChecksProvider errors={errors}>
          {onProgress && <ReportProgress values={values} step={step} onProgress={onProgress} />}
          <div ref={top} style={{ scrollMarginTop: 80 }}>
            <WizardProgress step={step} completed={completed} />
          </div>
          <Card>
            <form
              aria-label={`Etapa ${step} de 6`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (step < 6) void continueFrom(step as OwnerDataStep, values);
              }}
            >
              {step === 1 && <PersonalDataStep today={today} documentCheck={preview?.documentCheck} calendarOpen={preview?.calendarOpen} />}
              {step === 2 && <ContactStep />}
              {step === 3 && (preview?.lookup ? <AddressStep lookup={preview.lookup} /> : <ConnectedAddressStep />)}
              {step === 4 && <BankStep />}
              {step === 5 && <TermsStep documents={documents} />}
              {step === 6 && <SummaryStep values={values} onEdit={goTo} />}

              <div role="status" aria-live="polite" style={{ minHeight: 24, margin: '8px 0', color: palette.textSecondary, fontSize: fontSize.small }}>
                {saving && (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                    <Spinner size="small" label="Salvando" />
                    Salvando automaticamente...
                  </span>
                )}
              </div>

              {step === 6 && (
                <Button type="primary" size="large" block loading={finishing} disabled={finishing} onClick={() => void finish(values)} style={{ marginBottom: 12 }}>
                  {finishing ? 'finalizando cadastro...' : 'finalizar cadastro'}
                </Button>
              )}
              <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
                <Button size="large" disabled={step === 1 || saving || finishing} onClick={() => goTo((step - 1) as OwnerWizardStep)}>
                  voltar
                </Button>
                <Button type="primary" size="large" htmlType="submit" disabled={step === 6 || saving || finishing}>
                  continuar
                </Button>
              </div>
            </form>
          </Card>
        </FieldChecksProvider>
      )}
    />
  );
}
