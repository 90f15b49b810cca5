import { useNavigate } from '@portal/shared/router';
import type { OnboardingStatus } from '@portal/shared/domain';
import { Button, Card, Typography, palette } from '@portal/shared/ui';
import { CheckCircleOutlined } from '@portal/shared/icons';
import { WidgetSlot } from './widget-slot';

/** The four benefits of the welcome card (spec part 2 §2). */
const BENEFITS = [
  { title: 'Otimização de ganhos', text: 'Preço dinâmico para render até 40% mais do que administrando sozinho.' },
  { title: 'Gestão profissional', text: 'Cuidamos de tudo, com atendimento 24h aos hóspedes.' },
  { title: 'Anúncios com fotografia profissional', text: 'Uma sessão de fotos profissional valoriza seu imóvel.' },
  { title: 'Transparência total', text: 'Acompanhe reservas, calendário e ganhos em tempo real.' },
];

/**
 * Shown instead of the dashboard while onboarding is neither active nor completed. Before onboarding
 * starts, the welcome card invites the owner in; after, the onboarding card shows the way forward.
 */
export function OnboardingGate({ status }: { status: OnboardingStatus }) {
  const navigate = useNavigate();
  return (
    <section aria-label="Cadastro" style={{ display: 'grid', gap: 16 }}>
      {status === 'not_started' ? (
        <Card>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
            Bem-vindo! Vamos anunciar seu imóvel?
          </Typography.Title>
          <Typography.Paragraph type="secondary">Sem custo de ativação e sem mensalidade.</Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} style={{ display: 'flex', gap: 10 }}>
                <CheckCircleOutlined style={{ color: palette.success, fontSize: 18, marginTop: 3 }} />
                <span>
                  <strong>{benefit.title}</strong>
                  <br />
                  <Typography.Text type="secondary">{benefit.text}</Typography.Text>
                </span>
              </li>
            ))}
          </ul>
          <Button type="primary" size="large" block onClick={() => navigate('/cadastro-proprietario')}>
            Cadastrar Propriedade
          </Button>
        </Card>
      ) : (
        <WidgetSlot name="onboarding-card" />
      )}
    </section>
  );
}
