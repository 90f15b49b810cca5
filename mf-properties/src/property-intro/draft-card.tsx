import { useId, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { PropertyListRow } from '@portal/shared/domain';
import { Button, fontSize, palette, PortalStyle } from '@portal/shared/ui';
import { DeleteOutlined, LockOutlined } from '@portal/shared/icons';
import { canDeleteProperty, DRAFT_RULE_TEXTS, propertyAddressLine, propertyDisplayName, propertyFacts } from '../property-list/property-rules';
import { usePropertyStanding } from '../property-list/property-status';
import { PropertyStatusBadge } from '../property-list/status-badge';
import { INTRO_TEXTS } from './intro-content';
import { dragReveal, settleReveal, SWIPE_MAX_PX, swipeIntent, type SwipeIntent } from './swipe';

interface Props {
  property: PropertyListRow;
  /** The removal of this property is under way. */
  removing?: boolean;
  onContinue: (property: PropertyListRow) => void;
  /** The trash button: asks first. */
  onAskRemove: (property: PropertyListRow) => void;
  /** 'Remover' revealed by the swipe: the swipe and the tap are already two deliberate steps. */
  onRemove: (property: PropertyListRow) => void;
  /** Stories show the card swiped open. */
  initialReveal?: number;
}

const CSS = `
.mfp-swipe{position:relative;width:100%;overflow:hidden;border-radius:12px}
.mfp-swipe-remove{position:absolute;inset:0 0 0 auto;width:${SWIPE_MAX_PX}px;border-radius:0 12px 12px 0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;border:0;padding:0;background:${palette.danger};color:${palette.onColour};font:inherit;font-weight:600;cursor:pointer}
.mfp-swipe-remove:focus-visible{outline:3px solid ${palette.onColour};outline-offset:-6px}
.mfp-swipe-card{position:relative;display:flex;flex-direction:column;gap:10px;padding:16px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px;touch-action:pan-y;user-select:none;-webkit-user-select:none;transition:transform .22s ease}
.mfp-swipe-card[data-dragging]{transition:none}
.mfp-swipe-head{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:8px 12px}
/* As on the list's card: below 12em beside the badge, the badge goes under the name instead of squeezing it. */
.mfp-swipe-title{flex:1 1 12em;min-width:0}
.mfp-swipe-name{margin:0;font-size:${fontSize.heading}px;font-weight:650;line-height:1.35;color:${palette.text};overflow-wrap:anywhere}
.mfp-swipe-address{margin:2px 0 0;font-size:${fontSize.small}px;color:${palette.textSecondary};overflow-wrap:anywhere}
.mfp-swipe-facts{margin:0;font-size:${fontSize.note}px;color:${palette.textSecondary}}
.mfp-swipe-actions{display:flex;align-items:center;gap:8px}
.mfp-swipe-actions>.portal-btn-primary{flex:1}
.mfp-swipe-locked-note{display:inline-flex;align-items:center;gap:6px;font-size:${fontSize.note}px;color:${palette.textSecondary}}
@media (prefers-reduced-motion:reduce){.mfp-swipe-card{transition:none}}
`;

interface Drag {
  x: number;
  y: number;
  revealAtStart: number;
  intent: SwipeIntent;
}

/**
 * A property card of the intro. A draft slides left under a finger or a mouse (pointer events) to reveal
 * 'Remover' — up to 120 px, resting open when let go past 60 px — and has a trash button for the same;
 * a finished property cannot be removed and says so.
 */
export function DraftCard({ property, removing = false, onContinue, onAskRemove, onRemove, initialReveal = 0 }: Props) {
  const nameId = useId();
  const removable = canDeleteProperty(property);
  const standing = usePropertyStanding(property);
  const [reveal, setReveal] = useState(removable ? initialReveal : 0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  // A drag ends with a click on whatever is under the pointer; that click must not press 'Continuar'.
  const swallowClick = useRef(false);
  const name = propertyDisplayName(property);
  const facts = propertyFacts(property).map((fact) => fact.text);

  function pointerDown(event: PointerEvent<HTMLElement>) {
    if (!removable || removing || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { x: event.clientX, y: event.clientY, revealAtStart: reveal, intent: 'undecided' };
  }

  function pointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    if (current.intent === 'undecided') {
      current.intent = swipeIntent(dx, event.clientY - current.y);
      if (current.intent === 'scroll') {
        drag.current = null;
        return;
      }
      if (current.intent === 'swipe') {
        // Keeps the moves coming when the pointer leaves the card (a mouse dragged far left).
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
      }
    }
    if (current.intent === 'swipe') setReveal(dragReveal(current.revealAtStart, dx));
  }

  function pointerEnd() {
    const current = drag.current;
    drag.current = null;
    if (current?.intent !== 'swipe') return;
    swallowClick.current = true;
    setDragging(false);
    setReveal((value) => settleReveal(value));
  }

  function clickCapture(event: MouseEvent<HTMLElement>) {
    if (swallowClick.current) {
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    // A tap on an open card closes it first.
    if (reveal > 0) {
      event.preventDefault();
      event.stopPropagation();
      setReveal(0);
    }
  }

  const open = reveal === SWIPE_MAX_PX;
  return (
    <div className="mfp-swipe">
      <PortalStyle name="mf-properties-draft-card" css={CSS} />
      {removable && (
        <button
          type="button"
          className="mfp-swipe-remove"
          // Only reachable once revealed; keyboard and screen-reader users have the trash button.
          tabIndex={open ? 0 : -1}
          aria-hidden={!open}
          // Hidden while the card covers it, so no edge of it shows around the card's rounded corners.
          style={{ visibility: reveal > 0 ? 'visible' : 'hidden' }}
          disabled={removing}
          onClick={() => onRemove(property)}
        >
          <DeleteOutlined aria-hidden />
          {INTRO_TEXTS.remove}
        </button>
      )}
      <article
        className="mfp-swipe-card"
        aria-labelledby={nameId}
        data-reveal={reveal}
        data-dragging={dragging || undefined}
        style={{ transform: reveal > 0 ? `translateX(-${reveal}px)` : undefined }}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerEnd}
        onPointerCancel={pointerEnd}
        onClickCapture={clickCapture}
      >
        <div className="mfp-swipe-head">
          <div className="mfp-swipe-title">
            <h3 id={nameId} className="mfp-swipe-name">
              {name}
            </h3>
            <p className="mfp-swipe-address">{propertyAddressLine(property)}</p>
          </div>
          <PropertyStatusBadge status={standing.status} />
        </div>
        {facts.length > 0 && <p className="mfp-swipe-facts">{facts.join(' · ')}</p>}
        <div className="mfp-swipe-actions">
          <Button type="primary" onClick={() => onContinue(property)}>
            {INTRO_TEXTS.continue}
          </Button>
          {removable ? (
            <Button danger icon={<DeleteOutlined />} aria-label={`Remover ${name}`} loading={removing} onClick={() => onAskRemove(property)} />
          ) : (
            <span className="mfp-swipe-locked-note">
              <LockOutlined aria-hidden /> {DRAFT_RULE_TEXTS.notRemovable}
            </span>
          )}
        </div>
      </article>
    </div>
  );
}
