import type { ReactNode } from 'react';
import { fontSize, iconSize, palette, PortalStyle, tones } from '@portal/shared/ui';
import { CameraOutlined, FlagOutlined, RightOutlined } from '@portal/shared/icons';

export type Shortcut = 'photos' | 'progress';

const SHORTCUTS: Array<{ key: Shortcut; title: string; description: string; icon: ReactNode }> = [
  { key: 'photos', title: 'Agendar Fotos', description: 'Sessão com fotógrafo profissional', icon: <CameraOutlined /> },
  { key: 'progress', title: 'Ver Progresso', description: 'Acompanhe a ativação das propriedades', icon: <FlagOutlined /> },
];

const CSS = `
.mfp-shortcuts{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin:0;padding:0;list-style:none}
.mfp-shortcut{box-sizing:border-box;display:flex;align-items:center;gap:12px;width:100%;min-height:72px;padding:12px 14px;border:1px solid ${palette.surfaceBorder};border-radius:12px;background:${palette.surface};font:inherit;text-align:left;color:${palette.text};cursor:pointer;touch-action:manipulation;transition:border-color .2s}
.mfp-shortcut:hover{border-color:${palette.brandHover}}
.mfp-shortcut:focus-visible{outline:3px solid ${palette.focusRing};outline-offset:1px}
.mfp-shortcut-icon{flex:none;display:grid;place-items:center;width:40px;height:40px;border-radius:10px;background:${tones.brand.background};color:${palette.brand};font-size:${iconSize.medium}px}
.mfp-shortcut-text{flex:1;min-width:0;display:grid;gap:2px}
.mfp-shortcut-title{font-weight:600;font-size:${fontSize.body}px}
.mfp-shortcut-description{font-size:${fontSize.note}px;color:${palette.textSecondary}}
`;

/** 'Agendar Fotos' and 'Ver Progresso' under the list. */
export function ShortcutCards({ onOpen }: { onOpen: (shortcut: Shortcut) => void }) {
  return (
    <nav aria-label="Atalhos">
      <PortalStyle name="mf-properties-shortcuts" css={CSS} />
      <ul className="mfp-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <button type="button" className="mfp-shortcut" onClick={() => onOpen(shortcut.key)}>
              <span className="mfp-shortcut-icon" aria-hidden>
                {shortcut.icon}
              </span>
              <span className="mfp-shortcut-text">
                <span className="mfp-shortcut-title">{shortcut.title}</span>
                <span className="mfp-shortcut-description">{shortcut.description}</span>
              </span>
              <RightOutlined aria-hidden style={{ color: palette.textSecondary }} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
