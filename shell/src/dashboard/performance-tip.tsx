import { useNavigate } from '@portal/shared/router';
import { Button, Card, fontSize, iconSize, palette, tones, Typography } from '@portal/shared/ui';
import { ArrowUpOutlined } from '@portal/shared/icons';

const PERFORMANCE_TIP_TEXTS = {
  title: 'Dica de desempenho',
  text: 'Compare a ocupação, a diária média e a receita por noite de cada propriedade com o mesmo mês do ano passado e veja onde ganhar mais.',
  button: 'Ver desempenho',
} as const;

/** The dashboard's performance tip card: its button opens /performance. */
export function PerformanceTip() {
  const navigate = useNavigate();
  return (
    <Card role="region" aria-label={PERFORMANCE_TIP_TEXTS.title} style={{ background: tones.brand.tint }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <span aria-hidden style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none', width: 40, height: 40, borderRadius: 12, background: palette.surface, color: palette.brand, fontSize: iconSize.small }}>
          <ArrowUpOutlined />
        </span>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ fontSize: fontSize.heading, margin: '0 0 4px' }}>
            {PERFORMANCE_TIP_TEXTS.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '0 0 12px' }}>
            {PERFORMANCE_TIP_TEXTS.text}
          </Typography.Paragraph>
          <Button type="primary" onClick={() => navigate('/performance')}>
            {PERFORMANCE_TIP_TEXTS.button}
          </Button>
        </div>
      </div>
    </Card>
  );
}
