import { useId, type MouseEvent } from 'react';
import type { PropertyListRow } from '@portal/shared/domain';
import { Link } from '@portal/shared/router';
import { Button, controlHeight, elevation, fontSize, palette, PortalStyle, PropertyThumbnail } from '@portal/shared/ui';
import { CalendarOutlined, RightOutlined } from '@portal/shared/icons';
import { paths } from '../paths';
import { propertyCityState, propertyDisplayName, propertyFacts } from '../property-list/property-rules';
import { usePropertyStanding } from '../property-list/property-status';
import { PropertyStatusBadge } from '../property-list/status-badge';

export type SummaryCardAction = 'open' | 'earnings' | 'edit' | 'calendar' | 'review' | 'activation';

interface Props {
  property: PropertyListRow;
  /** Its main photo's thumbnail; without one the card keeps its look without a picture. */
  thumbnail?: string | null;
  onAction: (action: SummaryCardAction, property: PropertyListRow) => void;
}

export const SUMMARY_CARD_MIN_HEIGHT = 176;

const CSS = `
.mfp-summary{box-sizing:border-box;display:flex;flex-direction:column;gap:10px;min-height:${SUMMARY_CARD_MIN_HEIGHT}px;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;cursor:pointer;transition:border-color .2s,box-shadow .2s}
.mfp-summary:hover{border-color:${palette.brandHover};box-shadow:${elevation.floating}}
.mfp-summary-head{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:8px 12px}
/* As on the list's card: below 12em beside the badge, the badge goes under the name instead of squeezing it. */
.mfp-summary-title{flex:1 1 12em;min-width:0}
.mfp-summary-name{margin:0;font-size:${fontSize.heading}px;font-weight:650;line-height:1.35;overflow-wrap:anywhere}
.mfp-summary-name a{color:${palette.text}}
.mfp-summary-place{margin:2px 0 0;font-size:${fontSize.small}px;color:${palette.textSecondary}}
.mfp-summary-facts{margin:0;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mfp-summary-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:auto}
.mfp-summary-actions .portal-btn{flex:1 1 auto;min-height:${controlHeight.touch}px}
.mfp-summary-photo{margin:-16px -16px 0;aspect-ratio:16/9;overflow:hidden;border-radius:12px 12px 0 0;background:${palette.readOnlyBackground}}
.mfp-summary-photo img{display:block;width:100%;height:100%;object-fit:cover}
`;

/**
 * The dashboard's property card (spec part 2 §2, the alternative card): name, city and state, rooms and area, the
 * status; an active property offers its earnings, editing and calendar, one not active yet its review and
 * activation. A click anywhere else on the card opens the property.
 */
export function PropertySummaryCard({ property, thumbnail = null, onAction }: Props) {
  const nameId = useId();
  const standing = usePropertyStanding(property);
  const status = standing.status;
  const facts = propertyFacts(property).map((fact) => fact.text);
  const act = (action: SummaryCardAction) => (event: MouseEvent) => {
    event.stopPropagation();
    onAction(action, property);
  };

  return (
    <article className="mfp-summary" aria-labelledby={nameId} onClick={() => onAction('open', property)}>
      <PortalStyle name="mf-properties-summary-card" css={CSS} />
      {thumbnail && <PropertyThumbnail className="mfp-summary-photo" src={thumbnail} name={propertyDisplayName(property)} />}
      <div className="mfp-summary-head">
        <div className="mfp-summary-title">
          <h3 id={nameId} className="mfp-summary-name">
            {/* The keyboard's way to what a click on the card does. */}
            <Link to={paths.property.getHref(property.id)} onClick={(event) => event.stopPropagation()}>
              {propertyDisplayName(property)}
            </Link>
          </h3>
          <p className="mfp-summary-place">{propertyCityState(property)}</p>
        </div>
        <PropertyStatusBadge status={status} />
      </div>
      {facts.length > 0 && <p className="mfp-summary-facts">{facts.join(' · ')}</p>}
      {standing.detail && <p className="mfp-summary-facts">{standing.detail}</p>}
      <div className="mfp-summary-actions">
        {status === 'active' ? (
          <>
            <Button onClick={act('earnings')}>
              Ganhos
            </Button>
            <Button onClick={act('edit')}>
              Editar
            </Button>
            <Button type="primary" icon={<CalendarOutlined />} onClick={act('calendar')}>
              Acessar Calendário
            </Button>
          </>
        ) : (
          <>
            <Button onClick={act('review')}>
              Revisar
            </Button>
            <Button type="primary" onClick={act('activation')}>
              Continuar ativação
              <RightOutlined aria-hidden />
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
