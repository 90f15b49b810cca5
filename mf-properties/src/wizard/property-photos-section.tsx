import { CameraOutlined, InboxOutlined } from '@portal/shared/icons';
import { PROPERTY_GALLERY_MAX_PHOTOS } from './property-wizard';

export const PHOTO_TIPS = [
  'Fotografe com luz natural, de dia, com cortinas abertas.',
  'Arrume camas e ambientes e tire objetos pessoais de vista.',
  'Mostre cada cômodo de um canto, para que pareça amplo.',
  'Inclua a área externa, a vista e as comodidades em destaque.',
] as const;

/**
 * The photos area of step 2: the main photo and a gallery of up to 20 more, with tips. Uploading is not wired
 * yet (spec part 2 §2: placeholder); this component is the one place to replace when it is.
 */
export function PropertyPhotosSection() {
  return (
    <section className="pw-section pw-photos" aria-labelledby="property-photos-title">
      <h2 id="property-photos-title" className="pw-section-title">
        Fotos
      </h2>
      <p className="pw-section-hint">O envio de fotos ainda não está disponível aqui: nossa equipe fotografa o imóvel na sessão de fotos profissional.</p>
      <div className="pw-photo-slots">
        <div className="pw-photo-slot">
          <CameraOutlined />
          <strong>Foto principal</strong>
          <span>A primeira imagem do anúncio</span>
        </div>
        <div className="pw-photo-slot">
          <InboxOutlined />
          <strong>Galeria</strong>
          <span>Até {PROPERTY_GALLERY_MAX_PHOTOS} fotos adicionais</span>
        </div>
      </div>
      <div>
        <div className="pw-section-title" style={{ fontSize: 15, marginBottom: 6 }}>
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
