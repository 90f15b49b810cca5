import { useId } from 'react';
import type { PropertyListRow } from '@portal/shared/domain';
import { Link } from '@portal/shared/router';
import { Button, controlHeight, fontSize, iconSize, LoadFailedAlert, palette, PortalStyle, Skeleton } from '@portal/shared/ui';
import { HomeOutlined } from '@portal/shared/icons';
import { paths } from '../paths';
import type { OwnerPropertiesState } from '../property-list/use-owner-properties';
import { PropertySummaryCard, SUMMARY_CARD_MIN_HEIGHT, type SummaryCardAction } from './property-summary-card';

// Not quoted by the spec, except the empty state's (the dashboard's own).
const PROPERTY_CARDS_TEXTS = {
  heading: 'Suas propriedades',
  seeAll: 'Ver todas',
  loadError: 'Erro ao carregar suas propriedades',
  empty: 'Nenhuma propriedade encontrada',
  add: 'Adicionar Propriedade',
} as const;

interface Props {
  view: OwnerPropertiesState;
  onAction: (action: SummaryCardAction, property: PropertyListRow) => void;
  onAdd: () => void;
}

// Every state takes at least one card's height, so nothing under the widget moves when the data arrives.
const CSS = `
.mfp-cards-head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 10px}
/* 'Ver todas' is a thumb's tap: the link's box is 44 px high, its words where they were. */
.mfp-cards-head>a{display:inline-flex;align-items:center;min-height:${controlHeight.touch}px;padding:0 4px;margin:-${(controlHeight.touch - 24) / 2}px -4px}
.mfp-cards-title{margin:0;font-size:${fontSize.heading}px;font-weight:650;color:${palette.text}}
.mfp-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr));gap:12px;margin:0;padding:0;list-style:none}
.mfp-cards>li{display:flex;min-width:0}
.mfp-cards>li>*{flex:1;min-width:0}
.mfp-cards-slot{box-sizing:border-box;display:flex;flex-direction:column;justify-content:center;gap:12px;min-height:${SUMMARY_CARD_MIN_HEIGHT}px;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px}
.mfp-cards-empty{align-items:center;text-align:center;color:${palette.textSecondary}}
`;

/** The dashboard widget 'property-cards' in each of its states. */
export function PropertyCardsView({ view, onAction, onAdd }: Props) {
  const headingId = useId();
  return (
    // The shell's slot is the widget's landmark; the heading names what is in it.
    <div>
      <PortalStyle name="mf-properties-cards" css={CSS} />
      <div className="mfp-cards-head">
        <h2 id={headingId} className="mfp-cards-title">
          {PROPERTY_CARDS_TEXTS.heading}
        </h2>
        <Link to={paths.properties.getHref()}>{PROPERTY_CARDS_TEXTS.seeAll}</Link>
      </div>
      {view.state === 'loading' && (
        <div className="mfp-cards-slot" role="status" aria-label="Carregando propriedades">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      )}
      {view.state === 'error' && (
        <div className="mfp-cards-slot">
          <LoadFailedAlert title={PROPERTY_CARDS_TEXTS.loadError} onRetry={view.retry} />
        </div>
      )}
      {view.state === 'ready' && view.properties.length === 0 && (
        <div className="mfp-cards-slot mfp-cards-empty">
          <HomeOutlined aria-hidden style={{ fontSize: iconSize.large, color: palette.brand }} />
          <span>{PROPERTY_CARDS_TEXTS.empty}</span>
          <Button type="primary" onClick={onAdd}>
            {PROPERTY_CARDS_TEXTS.add}
          </Button>
        </div>
      )}
      {view.state === 'ready' && view.properties.length > 0 && (
        <ul className="mfp-cards" aria-label="Propriedades">
          {view.properties.map((property) => (
            <li key={property.id}>
              <PropertySummaryCard property={property} thumbnail={view.thumbnails?.[property.id] ?? null} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
