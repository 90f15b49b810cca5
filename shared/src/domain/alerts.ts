import { formatCalendarDate } from '../format/calendar-date';
import type { ProgressStep } from './property-onboarding';
import { timeSlotText } from './photo-session';
import type { PhotoSessionRow } from './rows';

export type AlertType = 'onboarding' | 'photography' | 'payout' | 'general';

export interface Alert {
  id: string;
  type: AlertType;
  title: string;
  message: string;
  action?: { label: string; route: string };
  dismissible: boolean;
}

const ALERTING_SESSION_STATUSES = new Set(['pending', 'confirmed', 'rescheduled']);

/**
 * Pending, confirmed and rescheduled sessions each raise an alert linking to the session detail. The message
 * text is not quoted by the spec; it states the date and slot.
 */
export function photoSessionAlerts(photoSessions: ReadonlyArray<Pick<PhotoSessionRow, 'id' | 'status' | 'date' | 'time_slot'>>): Alert[] {
  return photoSessions
    .filter((session) => ALERTING_SESSION_STATUSES.has(session.status))
    .map((session) => ({
      id: `photo-session-${session.id}`,
      type: 'photography' as const,
      title: session.status === 'rescheduled' ? 'Sessão de fotos reagendada' : 'Sessão de fotos agendada',
      message: `Sua sessão de fotos está marcada para ${formatCalendarDate(session.date)}, ${timeSlotText(session.time_slot)}.`,
      action: { label: 'Ver detalhes', route: `/sessao-fotos-confirmacao?sessionId=${encodeURIComponent(session.id)}` },
      dismissible: true,
    }));
}

/** While alerts are due (see onboardingFlags.showAlerts), the next onboarding step is an alert the owner cannot close. */
function onboardingAlert(showAlerts: boolean, nextStep: Pick<ProgressStep, 'id' | 'title' | 'target'> | null): Alert | null {
  if (!showAlerts || !nextStep) return null;
  return {
    id: `onboarding-${nextStep.id}`,
    type: 'onboarding',
    title: 'Continue seu cadastro',
    message: `Próxima etapa: ${nextStep.title}.`,
    ...(nextStep.target ? { action: { label: 'Continuar', route: nextStep.target } } : {}),
    dismissible: false,
  };
}

/** The alert list: onboarding first, then photo sessions, without the ones dismissed locally. */
export function deriveAlerts(input: {
  showAlerts: boolean;
  nextStep: Pick<ProgressStep, 'id' | 'title' | 'target'> | null;
  photoSessions: ReadonlyArray<Pick<PhotoSessionRow, 'id' | 'status' | 'date' | 'time_slot'>>;
  dismissedIds?: ReadonlySet<string>;
}): Alert[] {
  const onboarding = onboardingAlert(input.showAlerts, input.nextStep);
  const all = [...(onboarding ? [onboarding] : []), ...photoSessionAlerts(input.photoSessions)];
  return all.filter((alert) => !(alert.dismissible && input.dismissedIds?.has(alert.id)));
}
