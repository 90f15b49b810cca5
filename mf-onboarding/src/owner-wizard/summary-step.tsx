import { Button, Card, fontSize, fontWeight, palette, Typography } from '@portal/shared/ui';
import type { OwnerFormValues } from './owner-schema';
import { ownerSummaryCards } from './owner-summary';

/** Step 6: every group on its own card, with a way back to the step that edits it. */
export function SummaryStep({ values, onEdit }: { values: OwnerFormValues; onEdit: (step: 1 | 2 | 3 | 4 | 5) => void }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {ownerSummaryCards(values).map((card) => (
        <Card key={card.title} size="small">
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
            <h3 style={{ margin: 0, fontSize: fontSize.heading, fontWeight: fontWeight.heading }}>{card.title}</h3>
            <Button type="link" size="small" onClick={() => onEdit(card.step)} aria-label={`editar ${card.title}`}>
              editar
            </Button>
          </div>
          <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
            {card.rows.map((row) => (
              <div key={row.label} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 8 }}>
                <dt style={{ color: palette.textSecondary, fontSize: fontSize.note }}>{row.label}</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Ao finalizar, enviaremos um email de confirmação com os próximos passos.
      </Typography.Paragraph>
    </div>
  );
}
