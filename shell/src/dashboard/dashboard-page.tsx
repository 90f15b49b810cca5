import { memo, useDeferredValue, type ReactNode } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useGetRecentReservationsQuery, useOwnerOverview, type OwnerOverviewState } from '@portal/shared/api';
import { dashboardStats } from './dashboard-stats';
import { isDashboardUnlocked } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { Button, Empty, Page } from '@portal/shared/ui';
import { DashboardError } from './dashboard-error';
import { DashboardLoading } from './dashboard-loading';
import { Greeting } from './greeting';
import { OnboardingGate } from './onboarding-gate';
import { PerformanceTip } from './performance-tip';
import { QuickActions, quickActions } from './quick-actions';
import { StatsStrip } from './stats-strip';
import { DASHBOARD_WIDGETS, GATE_WIDGETS, usePrefetchedWidgets, WidgetSlot } from './widget-slot';

/** `/dashboard` and `/home`: the frame the remotes' widgets fill. */
export function DashboardPage() {
  const userId = useAppSelector(selectSessionUser)?.id ?? '';
  // Deferred, as the layout's is: the page and the layout's alerts (both drawn from the overview)
  // then show in the same commit, and the alerts never push the page down.
  const overview = useDeferredValue(useOwnerOverview());
  const recent = useGetRecentReservationsQuery({ userId }, { skip: !userId });
  // While the overview loads, the unlocked dashboard's widgets (most visits); the gate's card once it is known to show.
  const widgetsReady = usePrefetchedWidgets(overview.state === 'ready' && !isDashboardUnlocked(overview.status) ? GATE_WIDGETS : DASHBOARD_WIDGETS);
  return <DashboardView overview={overview} recent={recent} widgetsReady={widgetsReady} />;
}

interface DashboardViewProps {
  overview: OwnerOverviewState;
  recent: ReturnType<typeof useGetRecentReservationsQuery>;
  widgetsReady: boolean;
}

/** The page drawn from the owner's overview and figures. */
const DashboardView = memo(function DashboardView({ overview, recent, widgetsReady }: DashboardViewProps) {
  const navigate = useNavigate();
  if (overview.state === 'error' || recent.isError) {
    return (
      <DashboardError
        message="Erro ao carregar os dados do seu painel"
        onRetry={() => {
          if (overview.state === 'error') overview.retry();
          if (recent.isError) void recent.refetch();
        }}
      />
    );
  }
  // The page shows with the owner's overview, in the same render as the layout's alerts (both come
  // from it), so nothing is pushed down later; the figures that need recent reservations fill in.
  if (overview.state === 'loading') return <DashboardLoading />;
  // The column of widgets shows in one piece once their code is there (or the wait is over): nothing
  // follows it on the page, so it pushes nothing down.
  const column = (content: ReactNode) => (widgetsReady ? content : <DashboardLoading />);

  if (!isDashboardUnlocked(overview.status)) {
    return (
      <Page title={<Greeting />}>
        {column(
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
            <OnboardingGate status={overview.status} />
            {/* The gate locks calendar, messages and finance: shown, so the owner sees what onboarding opens. */}
            <QuickActions actions={quickActions({ gated: true, featuresBlocked: overview.flags.featuresBlocked })} />
          </div>,
        )}
      </Page>
    );
  }

  const properties = overview.properties;
  return (
    <Page title={<Greeting />}>
      <StatsStrip stats={recent.data ? dashboardStats({ properties, recentReservations: recent.data }) : null} propertyCount={properties.length} />
      {/* One column no widget can widen: a remote's card that asks for more room wraps instead of pushing the page sideways. */}
      {column(
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
          <WidgetSlot name="photo-alerts" />
          {properties.length === 0 ? (
            <Empty description="Nenhuma propriedade encontrada">
              <Button type="primary" onClick={() => navigate('/cadastro-imovel')}>
                Adicionar Propriedade
              </Button>
            </Empty>
          ) : (
            <WidgetSlot name="property-cards" />
          )}
          <QuickActions actions={quickActions({ gated: false, featuresBlocked: overview.flags.featuresBlocked })} />
          <WidgetSlot name="earnings-chart" />
          {properties.length > 0 && <PerformanceTip />}
          <WidgetSlot name="unread-notifications" />
        </div>,
      )}
    </Page>
  );
});
