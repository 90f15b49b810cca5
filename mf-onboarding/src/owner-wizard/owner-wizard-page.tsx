import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGetProfileQuery, type ApiError } from '@portal/shared/api';
import { profileLoadErrorToast, profileUpdateErrorToast, todayInBrazil } from '@portal/shared/domain';
import { useAppConfig } from '@portal/shared/host';
import { useNavigate } from '@portal/shared/router';
import { selectSessionUser, useAppDispatch, useAppSelector } from '@portal/shared/store';
import { Alert, Button, Card, Page, Skeleton, toast } from '@portal/shared/ui';
import { useLegalDocuments } from '../legal-documents/legal-documents';
import { onboardingStarted, stepsCompleted } from '../onboarding-store/onboarding-slice';
import { paths } from '../paths';
import { useFinishOwnerRegistrationMutation } from './finish-owner-registration';
import type { OwnerFormValues } from './owner-schema';
import {
  filledOwnerSteps,
  OWNER_WIZARD_REDIRECT_MS,
  OWNER_WIZARD_TOASTS,
  ownerStepPatch,
  ownerWizardFinishedToast,
  resumeOwnerStep,
  stepsCompletedByOwnerWizard,
  type OwnerDataStep,
  type OwnerWizardStep,
} from './owner-wizard';
import { readOwnerDraft, removeOwnerDraft, writeOwnerDraft } from './owner-local-draft';
import { ownerFormFromProfile, profileFromOwnerForm } from './owner-schema';
import { OwnerWizardForm } from './owner-wizard-form';
import { useSaveOwnerStepMutation } from './save-owner-step';
import { useSendRegistrationEmailMutation } from './send-registration-email';

const codeOf = (error: unknown) => (error as ApiError | undefined)?.code;

/** `/cadastro-proprietario`: the owner registration wizard, preloaded from the saved profile. */
export function OwnerWizardPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const { brandName } = useAppConfig();
  const documents = useLegalDocuments();
  const profile = useGetProfileQuery(user?.id ?? '', { skip: !user });
  const [saveOwnerStep] = useSaveOwnerStepMutation();
  const [finishRegistration] = useFinishOwnerRegistrationMutation();
  const [sendRegistrationEmail] = useSendRegistrationEmailMutation();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [today] = useState(() => todayInBrazil(new Date()));
  // What was typed and not yet saved, from before a reload; read before any effect can remove it.
  const [draft] = useState(() => (user ? readOwnerDraft(user.id) : null));
  const userId = user?.id;
  const keepDraft = useCallback((values: OwnerFormValues, step: OwnerWizardStep) => {
    if (userId) writeOwnerDraft(userId, { data: values, currentStep: step });
  }, [userId]);
  // Leaving the wizard in the app ends the copy: the saved profile is the truth on the next visit. A reload
  // unloads the page without this, so the copy is there when the wizard starts again.
  useEffect(() => () => {
    if (userId) removeOwnerDraft(userId);
  }, [userId]);

  useEffect(() => {
    dispatch(onboardingStarted());
    // Finishing shows the welcome toast 1.5 s before going to /dashboard: its code is loaded by then.
    toast.prepare();
    return () => clearTimeout(redirect.current);
  }, [dispatch]);

  const loadError = profile.error as ApiError | undefined;
  useEffect(() => {
    if (loadError) toast.show({ ...profileLoadErrorToast(loadError.code), variant: 'error' });
  }, [loadError]);

  // The wizard starts once from what was saved; later refetches of the profile do not reset what is being typed.
  const ready = profile.data !== undefined;
  const start = useMemo(() => {
    if (!ready) return null;
    const values = { ...ownerFormFromProfile(profile.data), ...draft?.data };
    // The e-mail is the login's: the database keeps the profile's equal to it.
    if (!values.email && user?.email) values.email = user.email;
    return { values, step: draft?.currentStep ?? resumeOwnerStep(profile.data), filled: filledOwnerSteps(profile.data) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the profile first arrives
  }, [ready]);

  async function saveStep(step: OwnerDataStep, values: OwnerFormValues): Promise<boolean> {
    if (!user) {
      toast.show({ ...OWNER_WIZARD_TOASTS.notAuthenticated, variant: 'error' });
      return false;
    }
    try {
      await saveOwnerStep({ userId: user.id, fields: ownerStepPatch(step, values) }).unwrap();
      return true;
    } catch (error) {
      toast.show({ ...profileUpdateErrorToast(codeOf(error)), variant: 'error' });
      return false;
    }
  }

  async function finish(values: OwnerFormValues): Promise<boolean> {
    if (!user) {
      toast.show({ ...OWNER_WIZARD_TOASTS.notAuthenticated, variant: 'error' });
      return false;
    }
    try {
      await finishRegistration({ userId: user.id, profile: profileFromOwnerForm(values) }).unwrap();
    } catch {
      toast.show({ ...OWNER_WIZARD_TOASTS.saveFailed, variant: 'error' });
      return false;
    }
    removeOwnerDraft(user.id);
    dispatch(stepsCompleted({ ids: stepsCompletedByOwnerWizard(values), now: new Date().toISOString() }));
    // The profile is saved whatever happens to the e-mail; a failed send is logged, and the server sends it at most once.
    sendRegistrationEmail()
      .unwrap()
      .catch((error: unknown) => console.warn('E-mail de cadastro não enviado', error));
    toast.show({ ...ownerWizardFinishedToast(brandName), variant: 'success' });
    redirect.current = setTimeout(() => navigate(paths.dashboard.getHref()), OWNER_WIZARD_REDIRECT_MS);
    return true;
  }

  return (
    <Page title="Cadastro do proprietário" subtitle="Seis etapas rápidas para começarmos a cuidar da sua propriedade.">
      <div style={{ maxWidth: 560 }}>
        {profile.isError ? (
          <Alert
            type="error"
            showIcon
            title={profileLoadErrorToast(loadError?.code).title}
            description={profileLoadErrorToast(loadError?.code).description}
            action={
              <Button size="small" onClick={() => void profile.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : start ? (
          <OwnerWizardForm
            initialValues={start.values}
            initialStep={start.step}
            filledSteps={start.filled}
            today={today}
            documents={documents}
            onSaveStep={saveStep}
            onFinish={finish}
            onProgress={keepDraft}
          />
        ) : (
          <Card aria-busy="true">
            <Skeleton active paragraph={{ rows: 7 }} aria-label="Carregando seu cadastro" />
          </Card>
        )}
      </div>
    </Page>
  );
}
