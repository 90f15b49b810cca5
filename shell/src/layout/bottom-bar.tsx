import type { ComponentType } from 'react';
import { Link, useLocation } from '@portal/shared/router';
import { bottomBarTabs, type BottomTabKey } from './bottom-bar-tabs';
import { CalendarOutlined, DollarOutlined, HomeOutlined, LockOutlined, MessageOutlined, UserOutlined } from '@portal/shared/icons';
import { Badge, fontSize, iconSize, palette, tones } from '@portal/shared/ui';

const ICONS: Record<BottomTabKey, ComponentType> = {
  home: HomeOutlined,
  calendar: CalendarOutlined,
  messages: MessageOutlined,
  finance: DollarOutlined,
  account: UserOutlined,
};

const tabStyle = (active: boolean, locked: boolean) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  fontSize: fontSize.caption,
  color: locked ? palette.textDisabled : active ? palette.brand : tones.neutral.text,
  fontWeight: active ? 700 : 500,
  textDecoration: 'none',
  cursor: locked ? 'not-allowed' : 'pointer',
});

/** The count on an icon: the team's messages the owner has not read. */
export function IconBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`;
  return <Badge count={count} aria-label={label} style={{ position: 'absolute', top: -6, right: -14, minWidth: 18, height: 18, lineHeight: '18px', fontSize: fontSize.caption, padding: '0 5px' }} />;
}

/**
 * The five tabs (spec part 1 §2); the active one matches by path prefix; the gated ones lock while features are
 * blocked. Mensagens carries the count of the team's unread messages.
 */
export function BottomBar({ featuresBlocked, unreadMessages = 0 }: { featuresBlocked: boolean; unreadMessages?: number }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Navegação principal"
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 20, display: 'flex', height: 64, background: palette.surface, borderTop: `1px solid ${palette.surfaceBorder}`, paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      {bottomBarTabs(pathname, featuresBlocked).map((tab) => {
        const Icon = ICONS[tab.key];
        const content = (
          <>
            <span style={{ fontSize: iconSize.medium, position: 'relative' }}>
              {tab.locked ? <LockOutlined /> : <Icon />}
              {!tab.locked && tab.key === 'messages' && <IconBadge count={unreadMessages} />}
            </span>
            {tab.label}
          </>
        );
        return tab.locked ? (
          <span key={tab.key} role="link" aria-disabled="true" title="Disponível após concluir o cadastro" style={tabStyle(false, true)}>
            {content}
          </span>
        ) : (
          <Link key={tab.key} to={tab.route} aria-current={tab.active ? 'page' : undefined} style={tabStyle(tab.active, false)}>
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
