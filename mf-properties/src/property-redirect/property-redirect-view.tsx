import { Button, LoadingFallback, Page, Result } from '@portal/shared/ui';
import { HomeOutlined } from '@portal/shared/icons';
import { PROPERTY_LINK_NOT_FOUND_TOAST } from '../property-list/property-rules';

interface Props {
  state: 'loading' | 'not-found';
  onBack: () => void;
}

/** What the redirect screen shows while it looks the property up, or when the link leads nowhere. */
export function PropertyRedirectView({ state, onBack }: Props) {
  if (state === 'loading') return <LoadingFallback />;
  return (
    <Page title={PROPERTY_LINK_NOT_FOUND_TOAST.title} subtitle={PROPERTY_LINK_NOT_FOUND_TOAST.description}>
      <Result
        status="404"
        icon={<HomeOutlined />}
        subTitle="Você será levado às suas propriedades em instantes."
        extra={
          <Button type="primary" onClick={onBack}>
            Voltar às propriedades
          </Button>
        }
      />
    </Page>
  );
}
