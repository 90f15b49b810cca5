import { useEffect, useState } from 'react';
import { lazyComponent } from './lazy-component';
import { toasterNeeded, onToastWaiting } from './toast';

const LazyToaster = lazyComponent(() => import('./toaster').then((m) => m.Toaster));

/** Where toasts appear; the toaster itself loads when the first toast is raised, or a screen prepares it. */
export function ToastOutlet() {
  const [needed, setNeeded] = useState(toasterNeeded);
  useEffect(() => {
    if (needed) return undefined;
    if (toasterNeeded()) setNeeded(true);
    return onToastWaiting(() => setNeeded(true));
  }, [needed]);
  return needed ? <LazyToaster /> : null;
}
