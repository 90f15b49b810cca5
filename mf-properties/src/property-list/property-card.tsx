import { useId } from 'react';
import type { PropertyListRow } from '@portal/shared/domain';
import { Button, fontSize, palette, PortalStyle, PropertyThumbnail } from '@portal/shared/ui';
import { canDeleteProperty, propertyAddressLine, propertyDisplayName, propertyFacts } from './property-rules';
import { usePropertyStanding } from './property-status';
import { PropertyStatusBadge } from './status-badge';

export type PropertyCardAction = 'edit' | 'delete' | 'calendar' | 'earnings';

interface Props {
  property: PropertyListRow;
  /** Its main photo's thumbnail; without one the card keeps its look without a picture. */
  thumbnail?: string | null;
  onAction: (action: PropertyCardAction, property: PropertyListRow) => void;
}

const CSS = `
.mfp-card{display:flex;flex-direction:column;gap:10px;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;min-width:0}
.mfp-card-head{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:8px 12px}
/* The name and address keep at least 12em beside the badge; with less, the badge goes below them rather than squeeze a word apart ('Camanducai-a'). */
.mfp-card-title{flex:1 1 12em;min-width:0}
.mfp-card-name{margin:0;font-size:${fontSize.heading}px;font-weight:650;line-height:1.35;color:${palette.text};overflow-wrap:anywhere}
.mfp-card-detail{margin:0;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mfp-card-address{margin:2px 0 0;font-size:${fontSize.small}px;color:${palette.textSecondary};overflow-wrap:anywhere}
.mfp-card-facts{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.mfp-card-facts li{padding:2px 10px;border-radius:8px;background:${palette.readOnlyBackground};font-size:${fontSize.note}px;color:${palette.text}}
.mfp-card-actions{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:8px;margin-top:auto;padding-top:4px}
.mfp-card-actions .portal-btn{padding:0 8px}
.mfp-card-photo{margin:-16px -16px 0;aspect-ratio:16/9;overflow:hidden;border-radius:12px 12px 0 0;background:${palette.readOnlyBackground}}
.mfp-card-photo img{display:block;width:100%;height:100%;object-fit:cover}
`;

/**
 * One property of /propriedades: name, address, status, facts and what the owner can do with it. The actions share
 * the card's width in equal columns, text only, so three of them fit a phone's card on one line.
 */
export function PropertyCard({ property, thumbnail = null, onAction }: Props) {
  const nameId = useId();
  const draft = canDeleteProperty(property);
  const facts = propertyFacts(property);
  const standing = usePropertyStanding(property);
  return (
    <article className="mfp-card" aria-labelledby={nameId}>
      <PortalStyle name="mf-properties-card" css={CSS} />
      {thumbnail && <PropertyThumbnail className="mfp-card-photo" src={thumbnail} name={propertyDisplayName(property)} />}
      <div className="mfp-card-head">
        <div className="mfp-card-title">
          <h2 id={nameId} className="mfp-card-name">
            {propertyDisplayName(property)}
          </h2>
          <p className="mfp-card-address">{propertyAddressLine(property)}</p>
        </div>
        <PropertyStatusBadge status={standing.status} />
      </div>
      {standing.detail && <p className="mfp-card-detail">{standing.detail}</p>}
      {facts.length > 0 && (
        <ul className="mfp-card-facts" aria-label="Características">
          {facts.map((fact) => (
            <li key={fact.key}>{fact.text}</li>
          ))}
        </ul>
      )}
      <div className="mfp-card-actions">
        <Button onClick={() => onAction('edit', property)}>Editar</Button>
        {draft ? (
          <Button danger onClick={() => onAction('delete', property)}>
            Excluir
          </Button>
        ) : (
          <>
            <Button onClick={() => onAction('calendar', property)}>
              Calendário
            </Button>
            <Button onClick={() => onAction('earnings', property)}>
              Ganhos
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
