import { Navigate, useNavigate } from '@portal/shared/router';
import { paths } from '../paths';
import { calendarEntry } from './calendar-properties';
import { PropertySelectorView } from './property-selector-view';
import { useOwnerProperties } from './use-owner-properties';

/**
 * `/calendario`, the calendar tab: one property opens its calendar, several the selector. With none the spec's
 * tab "does nothing"; the owner gets the selector's honest empty state, with the way to register one.
 */
export function CalendarEntryPage() {
  const navigate = useNavigate();
  const { properties } = useOwnerProperties();
  if (properties.state === 'ready') {
    const entry = calendarEntry(properties.properties);
    if (entry.kind === 'calendar') return <Navigate to={paths.propertyCalendar.getHref(entry.propertyId)} replace />;
    if (entry.kind === 'select') return <Navigate to={paths.selectProperty.getHref()} replace />;
  }
  const view = properties.state === 'ready' ? { state: 'ready' as const, properties: [] } : properties;
  return <PropertySelectorView view={view} onOpen={(propertyId) => navigate(paths.propertyCalendar.getHref(propertyId))} onRegister={() => navigate(paths.propertyIntro.getHref())} />;
}
