import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '@portal/shared/router';
import { propertyName } from '../calendar-entry/calendar-properties';
import { useOwnerProperties } from '../calendar-entry/use-owner-properties';
import { calendarToday } from '../clock';
import { paths } from '../paths';
import { useGetTrackedReservationsQuery, type TrackedReservation } from './get-tracked-reservations';
import { customPeriodError, DEFAULT_TRACKING_FILTER, filterReservationsForTracking, sortForTracking, trackingSummary, type ReservationTrackingFilter } from './reservation-tracking';
import { ReservationTrackingView, type ReservationTrackingState } from './reservation-tracking-view';

/** `/propriedade/{id}/reservas`: the property's stays (guest contact masked), filtered, with their summary. */
export function ReservationTrackingPage() {
  const navigate = useNavigate();
  const { propertyId = '' } = useParams();
  const { userId, properties } = useOwnerProperties();
  const [filter, setFilter] = useState<ReservationTrackingFilter>(DEFAULT_TRACKING_FILTER);
  const property = properties.state === 'ready' ? (properties.properties.find((p) => p.id === propertyId) ?? null) : undefined;
  const query = useGetTrackedReservationsQuery({ propertyId }, { skip: !userId || !property });
  const periodError = customPeriodError(filter);
  const today = calendarToday();

  const view = useMemo((): ReservationTrackingState => {
    if (properties.state === 'error') return properties;
    if (property === null) return { state: 'not-found' };
    if (property && query.data) {
      // A custom period whose end precedes its start lists nothing until it is corrected.
      const listed = periodError ? [] : sortForTracking(filterReservationsForTracking<TrackedReservation>(query.data, filter, today), filter.period);
      return { state: 'ready', propertyName: propertyName(property), reservations: listed, summary: trackingSummary(listed) };
    }
    if (query.isError) return { state: 'error', retry: () => void query.refetch() };
    return { state: 'loading' };
  }, [properties, property, query, filter, periodError, today]);

  return (
    <ReservationTrackingView
      view={view}
      filter={filter}
      periodError={periodError}
      onFilterChange={setFilter}
      onBackToProperties={() => navigate(paths.properties.getHref())}
      onBackToCalendar={() => navigate(paths.propertyCalendar.getHref(propertyId))}
    />
  );
}
