import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useBusinessLimits } from '@portal/shared/api';
import type { BusinessLimits } from '@portal/shared/domain';
import { fontSize } from '@portal/shared/ui';

const PHOTO_TIPS = [
  'Fotografe com luz natural, de dia, com cortinas abertas.',
  'Arrume camas e ambientes e tire objetos pessoais de vista.',
  'Mostre cada cômodo de um canto, para que pareça amplo.',
  'Inclua a área externa, a vista e as comodidades em destaque.',
] as const;

const PHOTOS_SECTION_TEXTS = {
  hint: (limits: Pick<BusinessLimits, 'galleryMaxPhotos'>) =>
    `A foto principal é a capa do anúncio; a galeria aceita até ${limits.galleryMaxPhotos} fotos adicionais. Fotos grandes são reduzidas antes do envio.`,
  // The photos belong to the draft row, which exists only once step 1 is saved.
  unavailable: 'As fotos ficam disponíveis depois que a primeira etapa é salva.',
  loading: 'Carregando fotos',
  loadFailed: 'Não foi possível abrir a área de fotos.',
  retry: 'Tentar novamente',
} as const;

const loadPhotoArea = () => import('../property-photos/photo-area');

/** A failed download of the photo area costs only the area, with a retry: never the wizard around it. */
class PhotoAreaBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="pw-photo-slot" role="alert">
        <span>{PHOTOS_SECTION_TEXTS.loadFailed}</span>
        <button
          type="button"
          className="pw-photo-retry"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {PHOTOS_SECTION_TEXTS.retry}
        </button>
      </div>
    );
  }
}

interface Props {
  /** The signed-in owner. */
  userId?: string | null;
  /** The draft row (or the property being edited); null until step 1 is saved. */
  propertyId?: string | null;
  /** Step 2 is on screen. The area (and its code) loads the first time it is, and stays while the wizard is open. */
  visible: boolean;
}

/**
 * The photos area of step 2: the main photo and a gallery (as large as the database allows), with tips. The area itself — uploads,
 * image downscaling, the stored photos — is its own chunk, downloaded only when the owner first reaches it.
 */
export function PropertyPhotosSection({ userId = null, propertyId = null, visible }: Props) {
  const { data: limits } = useBusinessLimits();
  const [reached, setReached] = useState(visible);
  if (visible && !reached) setReached(true);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's rejection for good.
  const [PhotoArea, setPhotoArea] = useState(() => lazy(loadPhotoArea));
  const retry = () => {
    setPhotoArea(() => lazy(loadPhotoArea));
    setAttempt((count) => count + 1);
  };

  return (
    <section className="pw-section pw-photos" aria-labelledby="property-photos-title">
      <h2 id="property-photos-title" className="pw-section-title">
        Fotos
      </h2>
      {limits && <p className="pw-section-hint">{PHOTOS_SECTION_TEXTS.hint(limits)}</p>}
      {!userId || !propertyId ? (
        <p className="pw-photo-slot" role="note">
          {PHOTOS_SECTION_TEXTS.unavailable}
        </p>
      ) : (
        reached && (
          <PhotoAreaBoundary key={attempt} onRetry={retry}>
            <Suspense fallback={<div className="pw-photo-slot" role="status" aria-label={PHOTOS_SECTION_TEXTS.loading} />}>
              <PhotoArea userId={userId} propertyId={propertyId} />
            </Suspense>
          </PhotoAreaBoundary>
        )
      )}
      <div>
        <div className="pw-section-title" style={{ fontSize: fontSize.body, marginBottom: 6 }}>
          Dicas para boas fotos
        </div>
        <ul className="pw-tips">
          {PHOTO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
