import { useEffect, useState } from 'react';
import { LOADING_TIMEOUT_MS } from './intro-content';

/** True once `waiting` has lasted `ms` without a break; a wait that ends, however late, shows what it waited for. */
export function useLoadingTimeout(waiting: boolean, ms = LOADING_TIMEOUT_MS) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => {
      clearTimeout(timer);
      setExpired(false);
    };
  }, [waiting, ms]);
  return { timedOut: waiting && expired };
}
