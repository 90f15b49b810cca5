import type { ComponentType } from 'react';
import { Link } from '@portal/shared/router';
import type { QuickMenuItem, QuickMenuKey } from '@portal/shared/domain';
import { IconBadge } from './bottom-bar';
import { AppstoreOutlined, CalendarOutlined, CameraOutlined, CustomerServiceOutlined, DollarOutlined, FlagOutlined, LockOutlined, MessageOutlined, ScheduleOutlined, SettingOutlined } from '@portal/shared/icons';
import { fontSize, iconSize, palette } from '@portal/shared/ui';

const ICONS: Record<QuickMenuKey, ComponentType> = {
  calendar: CalendarOutlined,
  reservations: ScheduleOutlined,
  finance: DollarOutlined,
  messages: MessageOutlined,
  support: CustomerServiceOutlined,
  properties: AppstoreOutlined,
  onboarding: FlagOutlined,
  photography: CameraOutlined,
  settings: SettingOutlined,
};

const itemStyle = (disabled: boolean) => ({
  flex: '0 0 auto',
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: 6,
  // As wide as its label needs ('Configurações' ran over its 76 px and touched the tile's border), never narrower.
  boxSizing: 'border-box' as const,
  minWidth: 86,
  padding: '10px 8px',
  borderRadius: 12,
  background: disabled ? palette.readOnlyBackground : palette.surface,
  border: `1px solid ${palette.surfaceBorder}`,
  color: disabled ? palette.textDisabled : palette.text,
  fontSize: fontSize.caption,
  textAlign: 'center' as const,
  textDecoration: 'none',
  cursor: disabled ? 'not-allowed' : 'pointer',
});

/**
 * The horizontal quick menu; which items show and which are locked comes from the owner's overview. Mensagens
 * carries the same unread count as the bottom bar's tab.
 */
export function QuickMenu({ items, unreadMessages = 0 }: { items: QuickMenuItem[]; unreadMessages?: number }) {
  const visible = items.filter((item) => !item.hidden);
  return (
    <nav aria-label="Menu rápido" style={{ display: 'flex', gap: 8, overflowX: 'auto', padding: '4px 0 12px', scrollbarWidth: 'none' }}>
      {visible.map((item) => {
        const Icon = ICONS[item.key];
        const content = (
          <>
            <span style={{ fontSize: iconSize.medium, position: 'relative' }}>
              {item.disabled ? <LockOutlined /> : <Icon />}
              {!item.disabled && item.key === 'messages' && <IconBadge count={unreadMessages} />}
            </span>
            {item.label}
          </>
        );
        if (item.disabled) {
          return (
            <span key={item.key} role="link" aria-disabled="true" style={itemStyle(true)}>
              {content}
            </span>
          );
        }
        if (item.external) {
          return (
            <a key={item.key} href={item.route} target="_blank" rel="noopener noreferrer" style={itemStyle(false)}>
              {content}
            </a>
          );
        }
        return (
          <Link key={item.key} to={item.route} style={itemStyle(false)}>
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
