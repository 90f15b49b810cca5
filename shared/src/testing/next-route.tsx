import { useLocation } from '@portal/shared/router';

/** Stands for every screen outside the one under test: shows where the app went ('rota: /x?y#z'). */
export function NextRoute() {
  const location = useLocation();
  return <p>rota: {location.pathname + location.search + location.hash}</p>;
}
