import { useEffect, useRef } from 'react';
import { useNavigate } from '@portal/shared/router';
import { Card, Page, Result, Skeleton, toast } from '@portal/shared/ui';
import { propertyLoadErrorToast, PROPERTY_ERROR_TOASTS } from '../property-api/property-service-errors';
import { paths } from '../paths';
import { WIZARD_TIMING } from './property-wizard';

/**
 * The property could not be opened: 'not-found' (missing or someone else's) or the failed request. The spec's
 * toast, then the list after 2 s.
 */
export function CannotOpenProperty({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const message = error === 'not-found' ? PROPERTY_ERROR_TOASTS.notFound : propertyLoadErrorToast(error);
  const announced = useRef(false);
  useEffect(() => {
    // Once per failed opening, also when development's strict mode runs effects twice.
    if (!announced.current) toast.show({ ...message, variant: 'error' });
    announced.current = true;
    const timer = setTimeout(() => navigate(paths.properties.getHref(), { replace: true }), WIZARD_TIMING.loadErrorRedirectMs);
    return () => clearTimeout(timer);
  }, [message, navigate]);
  return (
    <Page title="Cadastro da propriedade">
      <Result status={message === PROPERTY_ERROR_TOASTS.notFound ? '404' : 'error'} title={message.title} subTitle="Voltando para suas propriedades..." />
    </Page>
  );
}

/** While the property being edited loads. */
export function WizardSkeleton() {
  return (
    <Page title="Cadastro da propriedade" subtitle="Carregando propriedade...">
      <Card style={{ maxWidth: 760 }}>
        <Skeleton active paragraph={{ rows: 8 }} aria-label="Carregando propriedade" />
      </Card>
    </Page>
  );
}
