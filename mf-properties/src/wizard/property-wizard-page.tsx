import { useCallback, useState } from 'react';
import { useGetPropertiesQuery } from '@portal/shared/api';
import { Navigate, useSearchParams } from '@portal/shared/router';
import { selectSessionStatus, selectSessionUser, useAppSelector } from '@portal/shared/store';
import { LoadingFallback } from '@portal/shared/ui';
import { useGetPropertyQuery } from '../property-api/get-property';
import { paths } from '../paths';
import { ConfirmDialog } from '../property-list/confirm-dialog';
import { LeaveGuard, type BlockedLeave } from './leave-guard';
import { readLocalDraft, type LocalDraft } from './local-draft';
import { PropertyWizardForm } from './property-wizard-form';
import { usePropertyWizard } from './use-property-wizard';
import { CannotOpenProperty, WizardSkeleton } from './wizard-page-states';
import { resolveWizardStart, wizardTarget, withServerDraft, type WizardStart, type WizardTarget } from './wizard-start';

/**
 * `/cadastro-imovel/etapas`: the property wizard. `?edit={id}` edits a property, `?propertyId={id}` is the
 * onboarding journey's link to one; without either it registers a new property (or resumes this
 * browser's local draft).
 */
export function PropertyWizardPage() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const [params] = useSearchParams();
  const edit = params.get('edit');
  const propertyId = params.get('propertyId');

  if (status === 'signedOut') return <Navigate to={paths.auth.getHref()} replace />;
  if (!user) return <LoadingFallback />;
  // A new address or owner is a new wizard: nothing of the previous one carries over.
  return <WizardLoader key={`${user.id}|${edit ?? ''}|${propertyId ?? ''}`} userId={user.id} query={{ edit, propertyId }} />;
}

export default PropertyWizardPage;

function WizardLoader({ userId, query }: { userId: string; query: { edit: string | null; propertyId: string | null } }) {
  const [localDraft] = useState<LocalDraft | null>(() => readLocalDraft(window.localStorage, userId));
  const [initialTarget] = useState<WizardTarget>(() => wizardTarget(query, localDraft));
  // A new registration first looks for the owner's draft on the server (begun on another device).
  const owned = useGetPropertiesQuery(userId, { skip: initialTarget.source !== 'new' });
  const target: WizardTarget | null =
    initialTarget.source !== 'new' ? initialTarget : owned.data ? withServerDraft(initialTarget, owned.data) : owned.isError ? initialTarget : null;
  const targetId = target && target.source !== 'new' ? target.propertyId : null;
  const property = useGetPropertyQuery({ userId, propertyId: targetId ?? '' }, { skip: targetId === null });
  // The start is decided once: later refetches of the row must not reset what the owner is typing.
  const [start, setStart] = useState<WizardStart | 'not-found' | 'failed' | null>(null);

  if (start === null && target !== null) {
    if (targetId === null) setStart(readyOrNotFound(resolveWizardStart(target, null, localDraft)));
    else if (property.isError) setStart('failed');
    else if (property.isSuccess && !property.isFetching) setStart(readyOrNotFound(resolveWizardStart(target, property.data, localDraft)));
  }

  if (start === 'not-found' || start === 'failed') return <CannotOpenProperty error={start === 'failed' ? property.error : 'not-found'} />;
  if (start === null) return <WizardSkeleton />;
  return <Wizard userId={userId} start={start} />;
}

function readyOrNotFound(result: ReturnType<typeof resolveWizardStart>): WizardStart | 'not-found' {
  return result.kind === 'ready' ? result.start : 'not-found';
}

// Not quoted by the spec.
const UNSAVED_EDITS_TEXTS = {
  title: 'Sair sem salvar?',
  message: 'As alterações feitas nesta propriedade ainda não foram salvas. Se sair agora, elas serão perdidas.',
  confirm: 'Sair sem salvar',
} as const;

function Wizard({ userId, start }: { userId: string; start: WizardStart }) {
  const wizard = usePropertyWizard(userId, start);
  const [initialValues] = useState(start.values);
  const [blocked, setBlocked] = useState<BlockedLeave | null>(null);
  const onBlocked = useCallback((leave: BlockedLeave) => setBlocked(leave), []);
  return (
    <>
      <LeaveGuard when={wizard.unsavedEdits} allow={wizard.leaving} onBlocked={onBlocked} />
      <ConfirmDialog
        open={wizard.askingLeave || blocked !== null}
        title={UNSAVED_EDITS_TEXTS.title}
        message={UNSAVED_EDITS_TEXTS.message}
        confirmLabel={UNSAVED_EDITS_TEXTS.confirm}
        onConfirm={() => {
          if (blocked) {
            setBlocked(null);
            blocked.proceed();
          } else wizard.confirmLeave();
        }}
        onCancel={() => {
          blocked?.reset();
          setBlocked(null);
          wizard.cancelLeave();
        }}
      />
      <PropertyWizardForm
        mode={start.mode}
        storedName={start.storedName}
        initialValues={initialValues}
        step={wizard.step}
        saveState={wizard.saveState}
        busy={wizard.busy}
        onValuesChange={wizard.onValuesChange}
        onNext={(values) => void wizard.next(values)}
        onBack={wizard.back}
        onFinish={(values) => void wizard.finish(values)}
        onGoToStep={wizard.goToStep}
        onLeave={wizard.leave}
        userId={userId}
        propertyId={wizard.propertyId}
      />
    </>
  );
}
