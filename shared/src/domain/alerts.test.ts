import { deriveAlerts, photoSessionAlerts } from './alerts';

const session = (id: string, status: 'pending' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed') => ({
  id,
  status,
  date: '2025-03-10',
  time_slot: 'morning_08' as const,
});

describe('photo-session alerts', () => {
  it.each([
    ['pending', 'Sessão de fotos agendada'],
    ['confirmed', 'Sessão de fotos agendada'],
    ['rescheduled', 'Sessão de fotos reagendada'],
  ] as const)('a %s session raises %p linking to its detail', (status, title) => {
    expect(photoSessionAlerts([session('s1', status)])).toEqual([
      {
        id: 'photo-session-s1',
        type: 'photography',
        title,
        message: 'Sua sessão de fotos está marcada para 10/03/2025, Manhã (8h às 12h).',
        action: { label: 'Ver detalhes', route: '/sessao-fotos-confirmacao?sessionId=s1' },
        dismissible: true,
      },
    ]);
  });

  it.each(['cancelled', 'completed'] as const)('a %s session raises no alert', (status) => {
    expect(photoSessionAlerts([session('s1', status)])).toEqual([]);
  });
});

describe('onboarding alert and the alert list', () => {
  const next = { id: 'banking_data' as const, title: 'Dados bancários', target: '/cadastro-proprietario' };

  it('points at the next step while alerts are due', () => {
    expect(deriveAlerts({ showAlerts: true, nextStep: next, photoSessions: [] })).toEqual([{
      id: 'onboarding-banking_data',
      type: 'onboarding',
      title: 'Continue seu cadastro',
      message: 'Próxima etapa: Dados bancários.',
      action: { label: 'Continuar', route: '/cadastro-proprietario' },
      dismissible: false,
    }]);
    expect(deriveAlerts({ showAlerts: false, nextStep: next, photoSessions: [] })).toEqual([]);
    expect(deriveAlerts({ showAlerts: true, nextStep: null, photoSessions: [] })).toEqual([]);
  });

  it('lists onboarding first and hides locally dismissed photo alerts', () => {
    const alerts = deriveAlerts({
      showAlerts: true,
      nextStep: next,
      photoSessions: [session('s1', 'pending'), session('s2', 'rescheduled')],
      dismissedIds: new Set(['photo-session-s1', 'onboarding-banking_data']),
    });
    expect(alerts.map((a) => a.id)).toEqual(['onboarding-banking_data', 'photo-session-s2']);
  });
});
