import { CheckCircleOutlined, ExclamationCircleOutlined } from '@portal/shared/icons';
import { Spinner } from '@portal/shared/ui';

/** idle: nothing shown; saving: a save runs; saved: the 1000 ms after it; error: the last autosave failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The wizard's autosave status, announced politely to screen readers. */
export function AutosaveIndicator({ state }: { state: SaveState }) {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: 28 }}>
      {state === 'saving' && (
        <span className="pw-indicator pw-indicator-saving">
          <Spinner size="small" label="Salvando" />
          Salvando automaticamente
        </span>
      )}
      {state === 'saved' && (
        <span className="pw-indicator pw-indicator-saved">
          <CheckCircleOutlined />
          Salvo automaticamente
        </span>
      )}
      {state === 'error' && (
        <span className="pw-indicator pw-indicator-error">
          <ExclamationCircleOutlined />
          Erro ao salvar · alterações mantidas neste aparelho
        </span>
      )}
    </div>
  );
}
