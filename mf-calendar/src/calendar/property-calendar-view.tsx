import { formatCalendarDate } from '@portal/shared/format';
import { Button, LoadFailedAlert, Modal, Page, Result, Typography } from '@portal/shared/ui';
import { CalendarOutlined, ScheduleOutlined } from '@portal/shared/icons';
import type { BlockLimits, BlockLockStatus, BlockUsage } from '../blocks/block-limits';
import { SelectionBar } from '../blocks/selection-bar';
import { UsagePanel } from '../blocks/usage-panel';
import { CalendarStyle } from '../calendar-entry/calendar-style';
import { LoadingCards } from '../calendar-entry/load-states';
import type { SelectionMode } from './day-selection';
import { MonthCalendar, type GridCell } from './month-calendar';
import type { MonthRef } from './month-grid';

export type PropertyCalendarState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'not-found' }
  | {
      state: 'ready';
      propertyName: string;
      month: MonthRef;
      cells: GridCell[];
      usage: BlockUsage;
      lockStatus: BlockLockStatus;
      limits: BlockLimits;
      mode: SelectionMode;
      selectedCount: number;
      awaitingRangeEnd: boolean;
      saving: boolean;
      exporting: boolean;
    };

// Texts the spec does not quote (it quotes 'Propriedade não encontrada.' and the legend).
const CALENDAR_TEXTS = {
  title: 'Calendário',
  back: 'Voltar às propriedades',
  loading: 'Carregando calendário',
  loadError: 'Erro ao carregar o calendário',
  notFound: 'Propriedade não encontrada.',
  notFoundHint: 'Verifique o link ou escolha a propriedade na sua lista.',
  reservations: 'Reservas',
  export: 'Exportar calendário',
  removeTitle: 'Remover bloqueio?',
  removeMessage: (date: string) => `O dia ${formatCalendarDate(date)} voltará a ficar disponível para reservas.`,
  removeConfirm: 'Remover bloqueio',
} as const;

interface Props {
  view: PropertyCalendarState;
  /** The blocked day whose removal is being confirmed. */
  pendingRemoval?: string | null;
  removing?: boolean;
  onBack: () => void;
  onPreviousMonth: () => void;
  onNextMonth: () => void;
  onModeChange: (mode: SelectionMode) => void;
  onTapDay: (cell: GridCell) => void;
  onCancelSelection: () => void;
  onBlock: () => void;
  onConfirmRemoval: () => void;
  onCancelRemoval: () => void;
  onOpenReservations: () => void;
  onExport: () => void;
}

/** `/propriedade/{id}/calendario` in each of its states. */
export function PropertyCalendarView(props: Props) {
  const { view, pendingRemoval = null, removing = false } = props;
  const back = { label: CALENDAR_TEXTS.back, onClick: props.onBack };

  if (view.state === 'not-found') {
    return (
      <Page title={CALENDAR_TEXTS.title} back={back}>
        <Result
          status="warning"
          title={CALENDAR_TEXTS.notFound}
          subTitle={CALENDAR_TEXTS.notFoundHint}
          extra={
            <Button type="primary" onClick={props.onBack}>
              {CALENDAR_TEXTS.back}
            </Button>
          }
        />
      </Page>
    );
  }

  const actions = view.state === 'ready' && (
    <>
      <Button icon={<ScheduleOutlined />} onClick={props.onOpenReservations}>
        {CALENDAR_TEXTS.reservations}
      </Button>
      <Button icon={<CalendarOutlined />} loading={view.exporting} onClick={props.onExport}>
        {CALENDAR_TEXTS.export}
      </Button>
    </>
  );

  return (
    <Page title={view.state === 'ready' ? view.propertyName : CALENDAR_TEXTS.title} subtitle={view.state === 'ready' ? CALENDAR_TEXTS.title : undefined} back={back} actions={actions || undefined}>
      <CalendarStyle />
      {view.state === 'loading' && <LoadingCards label={CALENDAR_TEXTS.loading} count={1} rows={8} />}
      {view.state === 'error' && <LoadFailedAlert title={CALENDAR_TEXTS.loadError} onRetry={view.retry} />}
      {view.state === 'ready' && (
        <div className="mfc-stack">
          <MonthCalendar
            month={view.month}
            cells={view.cells}
            mode={view.mode}
            awaitingRangeEnd={view.awaitingRangeEnd}
            disabled={view.saving}
            onPreviousMonth={props.onPreviousMonth}
            onNextMonth={props.onNextMonth}
            onModeChange={props.onModeChange}
            onTapDay={props.onTapDay}
          />
          {view.selectedCount > 0 && <SelectionBar count={view.selectedCount} saving={view.saving} onCancel={props.onCancelSelection} onBlock={props.onBlock} />}
          <UsagePanel month={view.month} usage={view.usage} status={view.lockStatus} limits={view.limits} />
        </div>
      )}
      <Modal
        open={pendingRemoval !== null}
        title={CALENDAR_TEXTS.removeTitle}
        onCancel={() => !removing && props.onCancelRemoval()}
        footer={null}
        closable={!removing}
        width={420}
      >
        <Typography.Paragraph style={{ marginTop: 8 }}>{pendingRemoval ? CALENDAR_TEXTS.removeMessage(pendingRemoval) : ''}</Typography.Paragraph>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={props.onCancelRemoval} disabled={removing}>
            Cancelar
          </Button>
          <Button type="primary" danger loading={removing} onClick={props.onConfirmRemoval}>
            {CALENDAR_TEXTS.removeConfirm}
          </Button>
        </div>
      </Modal>
    </Page>
  );
}
