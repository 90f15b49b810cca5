import { useEffect, useMemo, useState } from 'react';
import { useBusinessLimits, type ApiError } from '@portal/shared/api';
import { useNavigate, useParams } from '@portal/shared/router';
import { downloadFile, toast } from '@portal/shared/ui';
import { useAddBlocksMutation } from '../blocks/add-blocks';
import { blockFailureToast, blockRefusedToast, blockSavedToast, validateBlockDates } from '../blocks/block-dates';
import { blockLockStatus, blockUsageFromEvents } from '../blocks/block-limits';
import { REMOVE_BLOCK_TOASTS, removeFailureToast, useRemoveBlocksMutation } from '../blocks/remove-blocks';
import { propertyName } from '../calendar-entry/calendar-properties';
import { useOwnerProperties } from '../calendar-entry/use-owner-properties';
import { occupationCalendarFile, occupationFileName } from '../calendar-export/calendar-export';
import { calendarToday } from '../clock';
import { paths } from '../paths';
import { calendarCells, selectableDay } from './calendar-cells';
import { NO_SELECTION, tapDay, type DaySelection, type SelectionMode } from './day-selection';
import { useGetCalendarEventsQuery, useLazyGetPersonalBlocksQuery } from './get-calendar-events';
import { useGetCalendarReservationsQuery } from './get-calendar-reservations';
import type { GridCell } from './month-calendar';
import { bookedNights, freeDaysInMonth, monthOf, shiftMonth, type MonthRef } from './month-grid';
import { PropertyCalendarView, type PropertyCalendarState } from './property-calendar-view';

const EXPORT_TOASTS = {
  failed: { title: 'Erro ao exportar calendário', description: 'Não foi possível gerar o arquivo. Tente novamente.', variant: 'error' as const },
};

/**
 * `/propriedade/{id}/calendario`: the month grid of one of the owner's properties, with personal blocks made,
 * removed and counted against the limits, and the property's occupation exported as an .ics file.
 */
export function PropertyCalendarPage() {
  const navigate = useNavigate();
  const { propertyId = '' } = useParams();
  const { userId, properties } = useOwnerProperties();
  const today = calendarToday();
  const [month, setMonth] = useState<MonthRef>(() => monthOf(today));
  const [selection, setSelection] = useState<DaySelection>(NO_SELECTION);
  const [mode, setMode] = useState<SelectionMode>('single');
  const [pendingRemoval, setPendingRemoval] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const property = properties.state === 'ready' ? (properties.properties.find((p) => p.id === propertyId) ?? null) : undefined;
  const skip = !userId || !property;
  // The events of the shown month's year: its grid and the year's block usage.
  const eventsQuery = useGetCalendarEventsQuery({ userId: userId ?? '', propertyId, year: month.year }, { skip });
  const [readPersonalBlocks] = useLazyGetPersonalBlocksQuery();
  const reservationsQuery = useGetCalendarReservationsQuery({ propertyId }, { skip });
  // The limits the database enforces, read once per session: the screen checks and words them as it does.
  const limitsQuery = useBusinessLimits();
  const limits = limitsQuery.data;
  const [addBlocks, { isLoading: saving }] = useAddBlocksMutation();
  const [removeBlocks, { isLoading: removing }] = useRemoveBlocksMutation();

  // Blocking and removing answer with a toast: its code comes as the page opens, while the owner is online (as on
  // the account screens), so a save that fails because the phone went offline meanwhile still says 'Erro ao
  // bloquear'; not on the tap that picks a day, whose answer must not wait for it.
  useEffect(() => toast.prepare(), []);

  const events = eventsQuery.data;
  const reservations = reservationsQuery.data;
  const bookedDates = useMemo(() => bookedNights(reservations ?? []), [reservations]);

  const view = useMemo((): PropertyCalendarState => {
    if (properties.state === 'error') return properties;
    if (property === null) return { state: 'not-found' };
    if (events && reservations && limits && property) {
      const cells = calendarCells({ month, today, events, bookedDates, selected: selection.dates, yearsAhead: limits.blockYearsAhead });
      const usage = blockUsageFromEvents(events, month.year, month.month, limits);
      return {
        state: 'ready',
        propertyName: propertyName(property),
        month,
        cells,
        usage,
        lockStatus: blockLockStatus(usage, freeDaysInMonth(cells)),
        limits,
        mode,
        selectedCount: selection.dates.length,
        awaitingRangeEnd: selection.anchor !== null,
        saving,
        exporting,
      };
    }
    const failed = [eventsQuery, reservationsQuery, limitsQuery].find((query) => query.isError);
    if (failed) return { state: 'error', retry: () => void failed.refetch() };
    return { state: 'loading' };
  }, [properties, property, events, reservations, limits, month, today, bookedDates, selection, mode, saving, exporting, eventsQuery, reservationsQuery, limitsQuery]);

  function tap(cell: GridCell) {
    if (cell.removable && !cell.selected) {
      setPendingRemoval(cell.date);
      return;
    }
    if (!limits) return;
    setSelection((current) => tapDay(current, cell.date, mode, selectableDay({ today, events: events ?? [], bookedDates, yearsAhead: limits.blockYearsAhead })));
  }

  function changeMode(next: SelectionMode) {
    setMode(next);
    setSelection((current) => ({ ...current, anchor: null }));
  }

  async function block() {
    if (!limits) return;
    // The browser checks every rule first; the database checks them again (another device may have blocked a day).
    const reason = validateBlockDates({ propertyId: property?.id, dates: selection.dates, today: calendarToday(), events: events ?? [], bookedDates, limits });
    if (reason) {
      toast.show(blockRefusedToast(reason));
      return;
    }
    if (!userId || !property) return;
    const dates = selection.dates;
    try {
      await addBlocks({ userId, propertyId: property.id, dates }).unwrap();
      setSelection(NO_SELECTION);
      toast.show(blockSavedToast(dates.length));
    } catch (error) {
      toast.show(blockFailureToast(error as ApiError));
    }
  }

  async function confirmRemoval() {
    if (!pendingRemoval || !userId || !property) return;
    const date = pendingRemoval;
    try {
      await removeBlocks({ userId, propertyId: property.id, dates: [date] }).unwrap();
      toast.show(REMOVE_BLOCK_TOASTS.removed(1));
    } catch (error) {
      toast.show(removeFailureToast(error as ApiError));
    }
    setPendingRemoval(null);
  }

  async function exportCalendar() {
    if (!property || !events || !reservations || !userId) return;
    setExporting(true);
    try {
      const name = propertyName(property);
      // The file holds every personal block of the property, not only those of the year on screen.
      const blocks = await readPersonalBlocks({ userId, propertyId: property.id }, true).unwrap();
      const file = await occupationCalendarFile({ propertyName: name, reservations, events: blocks });
      downloadFile(new Blob([file], { type: 'text/calendar;charset=utf-8' }), occupationFileName(name));
    } catch {
      toast.show(EXPORT_TOASTS.failed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <PropertyCalendarView
      view={view}
      pendingRemoval={pendingRemoval}
      removing={removing}
      onBack={() => navigate(paths.properties.getHref())}
      onPreviousMonth={() => setMonth((current) => shiftMonth(current, -1))}
      onNextMonth={() => setMonth((current) => shiftMonth(current, 1))}
      onModeChange={changeMode}
      onTapDay={tap}
      onCancelSelection={() => setSelection(NO_SELECTION)}
      onBlock={() => void block()}
      onConfirmRemoval={() => void confirmRemoval()}
      onCancelRemoval={() => setPendingRemoval(null)}
      onOpenReservations={() => navigate(paths.reservations.getHref(propertyId))}
      onExport={() => void exportCalendar()}
    />
  );
}
