import type { PropertyPhoto } from './photo-storage';
import type { PhotoUpload } from './photo-uploads';

const COLOURS = ['#9cc9bf', '#e3c48f', '#a7b8d8', '#d8a7a7', '#b7d39a', '#c9b3dc', '#8fc3d6', '#dcc7a7'];

/** A picture drawn inline, so stories show photos without a backend or network. */
export function storyPicture(label: string, index: number): string {
  const colour = COLOURS[index % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="${colour}"/><path d="M0 280 L140 170 L250 250 L340 190 L480 300 L480 360 L0 360Z" fill="rgba(0,0,0,.18)"/><circle cx="380" cy="90" r="38" fill="rgba(255,255,255,.7)"/><text x="24" y="52" font-family="sans-serif" font-size="34" fill="rgba(0,0,0,.55)">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A stored photo of the story property: the main one, or gallery photo n (1-based). */
export function storyPhoto(n: number, main = false): PropertyPhoto {
  const id = main ? 'story-main' : `story-${n}`;
  const picture = storyPicture(main ? 'Capa' : `Foto ${n}`, main ? 0 : n);
  return {
    id,
    property_id: 'draft-1',
    user_id: 'u1',
    path: `u1/draft-1/${id}.jpg`,
    thumbnail_path: `u1/draft-1/thumbs/${id}.jpg`,
    is_main: main,
    position: main ? 0 : n - 1,
    width: 480,
    height: 360,
    bytes: 900_000,
    created_at: '2025-02-01T12:00:00Z',
    url: picture,
    thumbnailUrl: picture,
  };
}

export function storyGallery(count: number): PropertyPhoto[] {
  return Array.from({ length: count }, (_, index) => storyPhoto(index + 1));
}

export function storyUpload(n: number, fields: Partial<PhotoUpload> = {}): PhotoUpload {
  return { id: `upload-${n}`, name: `IMG_20250301_0${n}.jpg`, main: false, position: 100 + n, stage: 'uploading', percent: 40, message: null, preview: storyPicture(`Envio ${n}`, n + 3), ...fields };
}
