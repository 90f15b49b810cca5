import { Spinner } from './spinner';

/** Shown while the session loads (spec part 1 §2). */
export function FullScreenSpinner() {
  return (
    <div role="status" aria-label="Carregando sessão" style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <Spinner size="large" />
    </div>
  );
}
