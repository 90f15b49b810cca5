import { useId } from 'react';
import { Button, Card, fontSize, LoadFailedAlert, Page, palette, PropertyThumbnail, Result } from '@portal/shared/ui';
import { CheckCircleOutlined, HomeOutlined } from '@portal/shared/icons';
import { LoadingCard } from '../layout/loading-card';
import { PhotosStyle } from '../layout/photos-style';
import { PhotoNeedBadge } from '../scheduling/status-badge';
import type { PropertyOption } from './chooser';

export type ChoosePropertyState =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'ready'; options: PropertyOption[]; hasFinishedProperties: boolean };

// Texts the spec does not quote (it quotes the badges and the empty state's title).
const CHOOSER_TEXTS = {
  title: 'Escolher propriedade',
  subtitle: 'Selecione a propriedade que vai receber a sessão de fotos.',
  listLabel: 'Propriedades sem sessão de fotos',
  continue: 'Continuar',
  allPhotographed: 'Todas as propriedades têm fotos!',
  allPhotographedHint: 'Todas as suas propriedades já têm uma sessão de fotos agendada ou concluída.',
  seeSessions: 'Ver minhas sessões',
  noProperties: 'Nenhuma propriedade encontrada',
  noPropertiesHint: 'Finalize o cadastro de uma propriedade para agendar a sessão de fotos.',
  register: 'Cadastrar Propriedade',
  queuedHint: 'Agendamento salvo neste aparelho, aguardando conexão para ser enviado.',
} as const;

interface Props {
  view: ChoosePropertyState;
  /** Property id → its main photo's thumbnail; a property without one shows the empty box. */
  thumbnails?: Record<string, string>;
  selectedId: string | null;
  onSelect: (propertyId: string) => void;
  onContinue: () => void;
  onBack: () => void;
  onRegister: () => void;
  onSeeSessions: () => void;
}

/** `/escolher-propriedade-fotos` in each of its states. */
export function ChoosePropertyView({ view, thumbnails = {}, selectedId, onSelect, onContinue, onBack, onRegister, onSeeSessions }: Props) {
  const groupId = useId();
  return (
    <Page title={CHOOSER_TEXTS.title} subtitle={CHOOSER_TEXTS.subtitle} back={{ label: 'Voltar', onClick: onBack }}>
      <PhotosStyle />
      {view.state === 'loading' && (
        <div className="mfph-stack" role="status" aria-label="Carregando propriedades">
          {[0, 1].map((row) => (
            <LoadingCard key={row} rows={2} />
          ))}
        </div>
      )}

      {view.state === 'error' && (
        <LoadFailedAlert title={view.message} onRetry={view.retry} />
      )}

      {view.state === 'ready' && !view.hasFinishedProperties && (
        <Card>
          <Result
            icon={<HomeOutlined />}
            title={CHOOSER_TEXTS.noProperties}
            subTitle={CHOOSER_TEXTS.noPropertiesHint}
            extra={
              <Button type="primary" onClick={onRegister}>
                {CHOOSER_TEXTS.register}
              </Button>
            }
          />
        </Card>
      )}

      {view.state === 'ready' && view.hasFinishedProperties && view.options.length === 0 && (
        <Card>
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title={CHOOSER_TEXTS.allPhotographed}
            subTitle={CHOOSER_TEXTS.allPhotographedHint}
            extra={<Button onClick={onSeeSessions}>{CHOOSER_TEXTS.seeSessions}</Button>}
          />
        </Card>
      )}

      {view.state === 'ready' && view.options.length > 0 && (
        <div className="mfph-stack">
          <div role="radiogroup" aria-label={CHOOSER_TEXTS.listLabel} className="mfph-list">
            {view.options.map((option) => (
              <label key={option.id} className="mfph-tile">
                <input
                  type="radio"
                  name={groupId}
                  value={option.id}
                  checked={selectedId === option.id}
                  disabled={option.queued}
                  aria-label={option.name}
                  aria-describedby={`${groupId}-${option.id}`}
                  onChange={() => onSelect(option.id)}
                />
                <span className="mfph-tile-body mfph-tile-row" id={`${groupId}-${option.id}`}>
                  {thumbnails[option.id] ? <PropertyThumbnail className="mfph-thumb" src={thumbnails[option.id]!} name={option.name} /> : <span className="mfph-thumb" aria-hidden="true"><HomeOutlined /></span>}
                  <span className="mfph-tile-text">
                    <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, width: '100%' }}>
                      <strong style={{ fontSize: fontSize.large, color: palette.text, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>{option.name}</strong>
                      <PhotoNeedBadge scheduled={option.queued} />
                    </span>
                    <span className="mfph-muted">{[option.typeLabel, option.bedrooms, option.guests].filter(Boolean).join(' · ')}</span>
                    {option.address && <span className="mfph-muted mfph-small">{option.address}</span>}
                    {option.queued && <span className="mfph-small">{CHOOSER_TEXTS.queuedHint}</span>}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <div className="mfph-sticky">
            <Button type="primary" size="large" block disabled={!selectedId} onClick={onContinue}>
              {CHOOSER_TEXTS.continue}
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}
