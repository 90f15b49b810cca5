import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';

/** The page scrolls to top on each route change (spec part 1 §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
