import type { ComponentType, ReactNode } from 'react';
import { APP_VERSION, OWNER_SINCE_EMPTY_TEXT } from './account-summary';
import { formatBRL, formatDate } from '@portal/shared/format';
import { Button, Card, controlHeight, fontSize, Page, Skeleton, Typography } from '@portal/shared/ui';
import {
  BellOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  LockOutlined,
  LogoutOutlined,
  RightOutlined,
  SettingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@portal/shared/icons';
import { ACCOUNT_MENU, type AccountMenuKey } from './account-menu';

const MENU_ICONS: Record<AccountMenuKey, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  'personal-info': UserOutlined,
  properties: HomeOutlined,
  'bank-data': WalletOutlined,
  settings: SettingOutlined,
  notifications: BellOutlined,
  help: CustomerServiceOutlined,
  privacy: LockOutlined,
  logout: LogoutOutlined,
};

export interface AccountStats {
  /** Timestamp of the first active property, or null while none is active. */
  ownerSince: string | null;
  propertyCount: number;
  activeCount: number;
}

interface Props {
  /** Undefined while the owner's properties load. */
  stats?: AccountStats;
  /** Undefined while loading; 'error' when the total could not be computed. */
  earnings?: number | 'error';
  onSelect: (key: AccountMenuKey) => void;
}

function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Typography.Text type="secondary" style={{ fontSize: fontSize.note }}>
        {label}
      </Typography.Text>
      <div style={{ marginTop: 4 }}>{children}</div>
    </Card>
  );
}

const loading = <Skeleton.Input active size="small" aria-label="Carregando" />;

/** `/conta` as the owner sees it: header, three stat cards, the menu and the app version. */
export function AccountOverview({ stats, earnings, onSelect }: Props) {
  return (
    <Page title="Minha Conta" subtitle="Gerencie suas informações e configurações">
      <section aria-label="Resumo da conta" style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', marginBottom: 20 }}>
        <StatCard label="Proprietário desde">
          {!stats ? loading : stats.ownerSince ? <Typography.Text strong>{formatDate(stats.ownerSince)}</Typography.Text> : <Typography.Text>{OWNER_SINCE_EMPTY_TEXT}</Typography.Text>}
        </StatCard>
        <StatCard label="Propriedades">
          {!stats ? (
            loading
          ) : (
            <>
              <Typography.Text strong style={{ fontSize: fontSize.title }}>
                {stats.propertyCount}
              </Typography.Text>
              <Typography.Text type="secondary"> · {stats.activeCount === 1 ? '1 ativa' : `${stats.activeCount} ativas`}</Typography.Text>
            </>
          )}
        </StatCard>
        <StatCard label="Ganhos totais">
          {earnings === undefined ? (
            loading
          ) : earnings === 'error' ? (
            <Typography.Text type="secondary">Não foi possível calcular</Typography.Text>
          ) : (
            <Typography.Text strong style={{ fontSize: fontSize.title }}>
              {formatBRL(earnings)}
            </Typography.Text>
          )}
        </StatCard>
      </section>

      <nav aria-label="Menu da conta">
        <Card styles={{ body: { padding: 4 } }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {ACCOUNT_MENU.map(({ key, label }) => {
              const Icon = MENU_ICONS[key];
              const danger = key === 'logout';
              return (
                <li key={key}>
                  <Button
                    type="text"
                    block
                    danger={danger}
                    onClick={() => onSelect(key)}
                    style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: controlHeight.large, textAlign: 'left' }}
                  >
                    <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                      <Icon aria-hidden />
                      {label}
                    </span>
                    {!danger && <RightOutlined aria-hidden style={{ fontSize: fontSize.caption, opacity: 0.5 }} />}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Card>
      </nav>

      <footer style={{ textAlign: 'center', marginTop: 24 }}>
        <Typography.Text type="secondary" style={{ fontSize: fontSize.caption }}>
          Versão {APP_VERSION}
        </Typography.Text>
      </footer>
    </Page>
  );
}
