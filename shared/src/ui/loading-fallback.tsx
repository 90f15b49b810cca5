import { Spinner } from './spinner';

/** The generic fallback while a part of the interface loads (spec part 1 §2). */
export function LoadingFallback() {
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center', padding: 48 }}>
      <Spinner />
      <span>Carregando...</span>
    </div>
  );
}
