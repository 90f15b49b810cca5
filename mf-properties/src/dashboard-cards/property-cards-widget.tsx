import { useNavigate } from '@portal/shared/router';
import type { PropertyListRow } from '@portal/shared/domain';
import { paths } from '../paths';
import { useOwnerPropertiesWithPhotos } from '../property-list/use-owner-properties';
import { PropertyCardsView } from './property-cards-view';
import type { SummaryCardAction } from './property-summary-card';

const TARGETS: Record<SummaryCardAction, (property: PropertyListRow) => string> = {
  // The route table's detail route; /property/{id}, the other reading, redirects the same way.
  open: (property) => paths.property.getHref(property.id),
  // The spec sends this card's Ganhos to /financeiro without preselecting the property (the list's does).
  earnings: () => paths.finance.getHref(),
  edit: (property) => paths.propertyWizard.getEditHref(property.id),
  calendar: (property) => paths.propertyCalendar.getHref(property.id),
  review: (property) => paths.propertyWizard.getEditHref(property.id),
  activation: (property) => paths.propertyOnboarding.getHref(property.id),
};

/** Dashboard widget 'property-cards': one card per property of the signed-in owner. */
export function PropertyCardsWidget() {
  const navigate = useNavigate();
  const { view } = useOwnerPropertiesWithPhotos();
  return (
    <PropertyCardsView
      view={view}
      onAction={(action, property) => navigate(TARGETS[action](property))}
      onAdd={() => navigate(paths.propertyIntro.getHref())}
    />
  );
}
