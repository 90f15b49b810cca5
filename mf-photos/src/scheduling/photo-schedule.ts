import type { TimeSlot } from '@portal/shared/domain';

export const PHOTO_SCHEDULE_TOASTS = {
  pickDateFirst: { title: 'Selecione uma data primeiro' },
  incomplete: { title: 'Dados incompletos', description: 'Selecione a data e horário para continuar' },
  savedOffline: { title: 'Agendamento salvo localmente', description: 'Será enviado quando a conexão for restabelecida' },
  failed: { title: 'Erro no agendamento', description: 'Tente novamente ou entre em contato conosco.' },
  confirmed: {
    title: 'Agendamento confirmado!',
    description: 'Nossa equipe entrará em contato 24h antes da sessão para confirmar os detalhes.',
  },
} as const;

export const OFFLINE_SAVE_MESSAGE = 'Falha na conexão. Dados salvos localmente.';

/** A time slot cannot be picked before a date: returns the toast title to show, or null when allowed. */
export function timeSlotPickError(date: string | null | undefined): string | null {
  return date ? null : PHOTO_SCHEDULE_TOASTS.pickDateFirst.title;
}

/** Continuing needs both a date and a slot; either missing gives 'Dados incompletos'. */
export function photoScheduleError(selection: {
  date?: string | null;
  timeSlot?: TimeSlot | string | null;
}): { title: string; description: string } | null {
  return selection.date && selection.timeSlot ? null : { ...PHOTO_SCHEDULE_TOASTS.incomplete };
}
