import { useEffect, useState } from 'react';
import { lazyComponent } from './lazy-component';
import { hasPendingToasts, onToastWaiting } from './toast';

const LazyToaster = lazyComponent(() => import('./toaster').then((m) => m.Toaster));

/** Where toasts appear; the toaster itself loads when the first toast is raised. */
export function ToastOutlet() {
  const [needed, setNeeded] = useState(hasPendingToasts);
  useEffect(() => {
    if (needed) return undefined;
    if (hasPendingToasts()) setNeeded(true);
    return onToastWaiting(() => setNeeded(true));
  }, [needed]);
  return needed ? <LazyToaster /> : null;
}
