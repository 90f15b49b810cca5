import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from '@portal/shared/router';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { paths } from '../paths';
import { useGetPropertyQuery } from '../property-api/get-property';
import { PROPERTY_LINK_NOT_FOUND_TOAST, propertyRedirectTarget } from '../property-list/property-rules';
import { PropertyRedirectView } from './property-redirect-view';

/** A link to a property that cannot be opened goes back to the list after the spec's 2 s for load errors. */
const NOT_FOUND_REDIRECT_MS = 2000;

/**
 * `/propriedade/{propertyId}` and `/property/{id}`: no page of its own. A draft opens in the wizard's edit mode,
 * any other property in its calendar; a property that is missing or not the owner's (row-level security hides it
 * the same way), or that cannot be loaded, says so and returns to /propriedades.
 */
export function PropertyRedirectPage() {
  const navigate = useNavigate();
  const params = useParams();
  const propertyId = params.propertyId ?? params.id ?? '';
  const userId = useAppSelector(selectSessionUser)?.id;
  const query = useGetPropertyQuery({ userId: userId ?? '', propertyId }, { skip: !userId || !propertyId });
  const notFound = !propertyId || (!query.isFetching && (query.isError || (query.isSuccess && query.data === null)));

  const toasted = useRef(false);
  useEffect(() => {
    if (!notFound) return undefined;
    if (!toasted.current) {
      toasted.current = true;
      toast.show({ ...PROPERTY_LINK_NOT_FOUND_TOAST, variant: 'error' });
    }
    const timer = setTimeout(() => navigate(paths.properties.getHref(), { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate]);

  if (!notFound && query.data) return <Navigate to={propertyRedirectTarget(query.data)} replace />;
  return <PropertyRedirectView state={notFound ? 'not-found' : 'loading'} onBack={() => navigate(paths.properties.getHref(), { replace: true })} />;
}
