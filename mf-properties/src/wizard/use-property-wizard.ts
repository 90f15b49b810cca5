import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { toast } from '@portal/shared/ui';
import { useCreatePropertyDraftMutation } from '../property-api/create-property-draft';
import { draftSaveErrorToast, finishErrorToast, PROPERTY_ERROR_TOASTS } from '../property-api/property-service-errors';
import { useUpdatePropertyMutation } from '../property-api/update-property';
import { paths } from '../paths';
import type { SaveState } from './autosave-indicator';
import { removeLocalDraft, writeLocalDraft } from './local-draft';
import { propertyFieldsFromValues } from './property-payload';
import { PROPERTY_WIZARD_TOASTS, WIZARD_TIMING, type PropertyWizardValues, type WizardStep } from './property-wizard';
import type { WizardBusy } from './property-wizard-form';
import type { WizardStart } from './wizard-start';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * Everything the wizard saves, and when:
 * - every change goes to the owner's local draft in this browser (drafts only: a finished property is
 *   changed only by 'Salvar Alterações');
 * - a draft row autosaves once typing pauses; 'Salvando automaticamente' shows until 1000 ms after;
 *   a failure says 'Erro ao salvar' once, and the local copy keeps the changes;
 * - leaving step 1 creates the draft row (or saves it); a failure keeps the owner on step 1;
 * - the last step finishes the draft (is_draft false) or saves the edit, then leaves after the spec's delay.
 * Server writes run one after another, so an autosave can never land after the finishing save.
 */
export function usePropertyWizard(userId: string, start: WizardStart) {
  const navigate = useNavigate();
  const [createDraft] = useCreatePropertyDraftMutation();
  const [updateProperty] = useUpdatePropertyMutation();
  const [step, setStep] = useState<WizardStep>(start.step);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [busy, setBusy] = useState<WizardBusy>(null);

  const propertyId = useRef(start.propertyId);
  // The same id for rendering: the photos area opens once the draft row exists.
  const [savedPropertyId, setSavedPropertyId] = useState(start.propertyId);
  const latest = useRef({ values: start.values, step: start.step });
  const seen = useRef(JSON.stringify(start.values));
  const onServer = useRef(start.propertyId ? JSON.stringify(propertyFieldsFromValues(start.values)) : null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const autosaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const indicatorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const autosavePending = useRef(false);
  const flushAutosave = useRef<() => void>(() => undefined);
  const failing = useRef(false);
  const finished = useRef(false);
  const mounted = useRef(true);
  // A finished property is saved only by 'Salvar Alterações': until then its edits live only on this screen.
  const [unsavedEdits, setUnsavedEdits] = useState(false);
  const [askingLeave, setAskingLeave] = useState(false);
  const keepsLocalDraft = start.isDraft;

  useEffect(() => {
    mounted.current = true;
    // Finishing shows its toast just before the timed redirect: the toaster's code is loaded by then.
    toast.prepare();
    const store = storage();
    if (start.discardLocalDraft && store) removeLocalDraft(store, userId);
    return () => {
      mounted.current = false;
      clearTimeout(autosaveTimer.current);
      // Leaving with a change not yet sent: it still goes to the server (the local copy has it too).
      if (autosavePending.current) flushAutosave.current();
      clearTimeout(indicatorTimer.current);
      clearTimeout(redirectTimer.current);
    };
  }, [start.discardLocalDraft, userId]);

  const saveLocally = useCallback(
    (values: PropertyWizardValues, currentStep: WizardStep) => {
      const store = storage();
      if (!keepsLocalDraft || finished.current || !store) return;
      writeLocalDraft(store, userId, { data: values, currentStep, propertyId: propertyId.current, lastSaved: new Date().toISOString() });
    },
    [keepsLocalDraft, userId],
  );

  /** Queues a server write after the ones before it. */
  const enqueue = useCallback(<T,>(write: () => Promise<T>): Promise<T> => {
    const run = writes.current.then(write, write);
    writes.current = run.catch(() => undefined);
    return run;
  }, []);

  const showSaved = useCallback(() => {
    failing.current = false;
    setSaveState('saved');
    clearTimeout(indicatorTimer.current);
    indicatorTimer.current = setTimeout(() => {
      if (mounted.current) setSaveState((state) => (state === 'saved' ? 'idle' : state));
    }, WIZARD_TIMING.savedIndicatorMs);
  }, []);

  const autosave = useCallback(async () => {
    autosavePending.current = false;
    const id = propertyId.current;
    if (!id || !start.isDraft || finished.current) return;
    const fields = propertyFieldsFromValues(latest.current.values);
    const json = JSON.stringify(fields);
    if (json === onServer.current) return;
    clearTimeout(indicatorTimer.current);
    setSaveState('saving');
    try {
      await enqueue(() => updateProperty({ userId, propertyId: id, fields }).unwrap());
      onServer.current = json;
      if (mounted.current && !finished.current) showSaved();
    } catch {
      if (!mounted.current || finished.current) return;
      setSaveState('error');
      // One toast per run of failures: a flaky connection does not raise one on every pause in typing.
      if (!failing.current) toast.show({ ...PROPERTY_ERROR_TOASTS.autosaveFailed, variant: 'error' });
      failing.current = true;
    }
  }, [enqueue, showSaved, start.isDraft, updateProperty, userId]);

  // A failed autosave is tried again as soon as the connection returns (the local copy kept the changes meanwhile).
  useEffect(() => {
    if (!start.isDraft) return;
    const retry = () => {
      if (failing.current && mounted.current) void autosave();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [autosave, start.isDraft]);

  const onValuesChange = useCallback(
    (values: PropertyWizardValues) => {
      const json = JSON.stringify(values);
      if (json === seen.current) return;
      seen.current = json;
      latest.current = { ...latest.current, values };
      if (!start.isDraft && !finished.current) setUnsavedEdits(JSON.stringify(propertyFieldsFromValues(values)) !== onServer.current);
      saveLocally(values, latest.current.step);
      if (!propertyId.current || !start.isDraft) return;
      clearTimeout(autosaveTimer.current);
      autosavePending.current = true;
      autosaveTimer.current = setTimeout(() => void autosave(), WIZARD_TIMING.autosaveDelayMs);
    },
    [autosave, saveLocally, start.isDraft],
  );
  flushAutosave.current = () => void autosave();

  const goToStep = useCallback(
    (next: WizardStep) => {
      latest.current = { ...latest.current, step: next };
      saveLocally(latest.current.values, next);
      setStep(next);
      window.scrollTo?.(0, 0);
    },
    [saveLocally],
  );

  /** Leaving step 1: the draft row is created (or saved) first; only then does step 2 open. */
  const next = useCallback(
    async (values: PropertyWizardValues) => {
      latest.current = { ...latest.current, values };
      if (!start.isDraft) {
        goToStep(1);
        return;
      }
      clearTimeout(autosaveTimer.current);
      autosavePending.current = false;
      setBusy('next');
      const fields = propertyFieldsFromValues(values);
      try {
        const id = propertyId.current;
        if (id) await enqueue(() => updateProperty({ userId, propertyId: id, fields }).unwrap());
        else propertyId.current = (await enqueue(() => createDraft({ userId, fields }).unwrap())).id;
        onServer.current = JSON.stringify(fields);
        if (!mounted.current) return;
        setSavedPropertyId(propertyId.current);
        showSaved();
        goToStep(1);
      } catch (error) {
        if (mounted.current) toast.show({ ...draftSaveErrorToast(error), variant: 'error' });
      } finally {
        if (mounted.current) setBusy(null);
      }
    },
    [createDraft, enqueue, goToStep, showSaved, start.isDraft, updateProperty, userId],
  );

  const finish = useCallback(
    async (values: PropertyWizardValues) => {
      latest.current = { ...latest.current, values };
      clearTimeout(autosaveTimer.current);
      autosavePending.current = false;
      setBusy('finish');
      const fields = propertyFieldsFromValues(values);
      try {
        const row = await enqueue(async () => {
          const id = propertyId.current ?? (await createDraft({ userId, fields }).unwrap()).id;
          propertyId.current = id;
          return updateProperty({ userId, propertyId: id, fields, finish: start.isDraft }).unwrap();
        });
        finished.current = true;
        setUnsavedEdits(false);
        const store = storage();
        if (keepsLocalDraft && store) removeLocalDraft(store, userId);
        if (!mounted.current) return;
        clearTimeout(indicatorTimer.current);
        setSaveState('idle');
        setBusy('done');
        if (start.mode === 'edit') {
          toast.show({ ...PROPERTY_WIZARD_TOASTS.updated, variant: 'success' });
          redirectTimer.current = setTimeout(() => navigate(paths.properties.getHref()), WIZARD_TIMING.editRedirectMs);
        } else {
          toast.show({ ...PROPERTY_WIZARD_TOASTS.created, variant: 'success' });
          redirectTimer.current = setTimeout(() => navigate(paths.propertyCalendar.getHref(row.id)), WIZARD_TIMING.finishRedirectMs);
        }
      } catch (error) {
        if (!mounted.current) return;
        toast.show({ ...finishErrorToast(error, start.mode), variant: 'error' });
        setBusy(null);
      }
    },
    [createDraft, enqueue, keepsLocalDraft, navigate, start.isDraft, start.mode, updateProperty, userId],
  );

  // Closing or reloading the tab with unsaved edits: the browser's own question.
  useEffect(() => {
    if (!unsavedEdits) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsavedEdits]);

  // The owner said to leave: the navigation guard lets this one through.
  const leaving = useRef(false);
  const leaveNow = useCallback(() => {
    setAskingLeave(false);
    leaving.current = true;
    navigate(start.mode === 'edit' ? paths.properties.getHref() : paths.propertyIntro.getHref());
  }, [navigate, start.mode]);

  /** The wizard's own way out: with unsaved edits of a finished property, it asks first. */
  const leave = useCallback(() => {
    if (unsavedEdits) setAskingLeave(true);
    else leaveNow();
  }, [leaveNow, unsavedEdits]);

  return {
    step,
    saveState,
    busy,
    propertyId: savedPropertyId,
    onValuesChange,
    next,
    back: () => goToStep(0),
    goToStep,
    finish,
    leave,
    unsavedEdits,
    leaving: () => leaving.current || finished.current,
    askingLeave,
    confirmLeave: leaveNow,
    cancelLeave: () => setAskingLeave(false),
  };
}
