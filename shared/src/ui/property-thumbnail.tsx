import { useState } from 'react';

/** The text a card's picture is announced with. */
export const thumbnailAlt = (propertyName: string) => `Foto de ${propertyName}`;

/**
 * A property's main photo on a card (property list, dashboard, photo session chooser). The box has its size before the picture arrives (the card's CSS gives it an
 * aspect ratio), so loading it moves nothing; a picture that fails to load leaves the empty box.
 */
export function PropertyThumbnail({ src, name, className }: { src: string; name: string; className: string }) {
  // Per URL: the refreshed signed URL of a picture that failed gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return <div className={className}>{failedSrc !== src && <img src={src} alt={thumbnailAlt(name)} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />}</div>;
}
