import { useNavigate } from '@portal/shared/router';
import { paths } from '../paths';
import { calendarProperties } from './calendar-properties';
import { PropertySelectorView, type PropertySelectorState } from './property-selector-view';
import { useOwnerProperties } from './use-owner-properties';

/** `/calendario/selecionar-propriedade`: each finished property with 'Ver Calendário'. */
export function PropertySelectorPage() {
  const navigate = useNavigate();
  const { properties } = useOwnerProperties();
  const view: PropertySelectorState = properties.state === 'ready' ? { state: 'ready', properties: calendarProperties(properties.properties) } : properties;
  return (
    <PropertySelectorView view={view} onOpen={(propertyId) => navigate(paths.propertyCalendar.getHref(propertyId))} onRegister={() => navigate(paths.propertyIntro.getHref())} />
  );
}
