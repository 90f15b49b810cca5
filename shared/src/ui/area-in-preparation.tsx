import { Page } from './page';
import { Result } from './result';

interface Props {
  title: string;
}

/**
 * An honest page for an area whose screens are not built yet, in the frame the built page will
 * have: its title where the page's title will be.
 */
export function AreaInPreparation({ title }: Props) {
  return (
    <Page title={title}>
      <Result status="info" subTitle="Esta área do portal está sendo preparada e estará disponível em breve." data-testid="area-in-preparation" />
    </Page>
  );
}
