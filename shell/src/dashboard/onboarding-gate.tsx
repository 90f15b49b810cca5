import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { api, ownerApi, useOwnerOverview } from '@portal/shared/api';
import type { OnboardingStatus, ProfileRow } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { Button, Card, elevation, fontSize, iconSize, palette, PortalStyle, tones, Typography } from '@portal/shared/ui';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@portal/shared/icons';
import { WidgetSlot } from './widget-slot';

/** The four benefits of the welcome card (spec part 2 §2). */
const BENEFITS = [
  { title: 'Otimização de ganhos', text: 'Preço dinâmico para render até 40% mais do que administrando sozinho.' },
  { title: 'Gestão profissional', text: 'Cuidamos de tudo, com atendimento 24h aos hóspedes.' },
  { title: 'Anúncios com fotografia profissional', text: 'Uma sessão de fotos profissional valoriza sua propriedade.' },
  { title: 'Transparência total', text: 'Acompanhe reservas, calendário e ganhos em tempo real.' },
];

/** The steps the owner does alone; the provider's review and activation are not the owner's to finish. */
const MANDATORY_STEPS = new Set(['personal_data', 'banking_data', 'property_registration', 'photo_session']);

/**
 * Starting onboarding is remembered in the database: an empty profile row is the owner's "begun" (the owner
 * overview reads a profile as started), so the welcome card does not come back on another device or after a reload.
 * A row that already exists is left as it is.
 */
const startOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    startOnboarding: build.mutation<ProfileRow | null, { userId: string }>({
      query:
        ({ userId }) =>
        (client) =>
          client.from('profiles').upsert({ user_id: userId }, { onConflict: 'user_id', ignoreDuplicates: true }).select().maybeSingle(),
      // The owner is on the way to the wizard: a failed record is not worth a retry's wait.
      extraOptions: { retryCondition: () => false },
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ownerApi.util.upsertQueryData('getProfile', userId, data));
      },
    }),
  }),
});

export const { useStartOnboardingMutation } = startOnboardingApi;

const BANNER_CSS = `
.gate-banner{position:sticky;top:8px;z-index:5;display:flex;align-items:center;gap:12px;padding:12px 16px;border-radius:12px;background:${tones.warning.tint};border:1px solid ${tones.warning.border};box-shadow:${elevation.floating}}
.gate-banner-text{flex:1;min-width:0;line-height:1.4}
.gate-banner-text small{display:block;color:${palette.textSecondary}}
`;

/** Sticky while the dashboard scrolls: the next step the owner must do to move on. */
export function PendingStepBanner({ title, onContinue }: { title: string; onContinue: () => void }) {
  return (
    <div className="gate-banner" role="region" aria-label="Etapa pendente">
      <PortalStyle name="gate-banner" css={BANNER_CSS} />
      <ExclamationCircleOutlined style={{ color: palette.warning, fontSize: iconSize.medium }} />
      <span className="gate-banner-text">
        <small>Etapa obrigatória pendente</small>
        <strong>{title}</strong>
      </span>
      <Button type="primary" size="small" onClick={onContinue}>
        Continuar
      </Button>
    </div>
  );
}

/**
 * Shown instead of the dashboard while onboarding is neither active nor completed. Before onboarding
 * starts, the welcome card invites the owner in; after, the sticky banner names the pending mandatory step
 * and the onboarding card shows the way forward.
 */
export function OnboardingGate({ status }: { status: OnboardingStatus }) {
  const navigate = useNavigate();
  const userId = useAppSelector(selectSessionUser)?.id;
  const overview = useOwnerOverview();
  const [startOnboarding] = useStartOnboardingMutation();
  const [starting, setStarting] = useState(false);
  const nextStep = overview.state === 'ready' ? overview.onboarding?.nextStep : null;
  // A step the owner can do now: a booked session waiting for its confirmation is not 'pendente' for them.
  const pending = nextStep && nextStep.status === 'available' && nextStep.target && MANDATORY_STEPS.has(nextStep.id) ? nextStep : null;

  async function start() {
    setStarting(true);
    if (userId) {
      // The wizard works whether or not the start was recorded: a failure here only costs the memory of it.
      await startOnboarding({ userId })
        .unwrap()
        .catch((error: unknown) => console.warn('Início do cadastro não registrado', error));
    }
    navigate('/cadastro-proprietario');
  }

  return (
    <section aria-label="Cadastro" style={{ display: 'grid', gap: 16 }}>
      {status === 'not_started' ? (
        <Card>
          <Typography.Title level={2} style={{ fontSize: fontSize.title, marginTop: 0 }}>
            Bem-vindo! Vamos anunciar sua propriedade?
          </Typography.Title>
          <Typography.Paragraph type="secondary">Sem custo de ativação e sem mensalidade.</Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} style={{ display: 'flex', gap: 10 }}>
                <CheckCircleOutlined style={{ color: palette.success, fontSize: iconSize.small, marginTop: 3 }} />
                <span>
                  <strong>{benefit.title}</strong>
                  <br />
                  <Typography.Text type="secondary">{benefit.text}</Typography.Text>
                </span>
              </li>
            ))}
          </ul>
          <Button type="primary" size="large" block loading={starting} onClick={() => void start()}>
            Cadastrar Propriedade
          </Button>
        </Card>
      ) : (
        <>
          {pending && <PendingStepBanner title={pending.title} onContinue={() => navigate(pending.target!)} />}
          <WidgetSlot name="onboarding-card" />
        </>
      )}
    </section>
  );
}
