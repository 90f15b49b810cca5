import { acceptedPhotoType, fitsPhotoLimit } from '@portal/shared/photos';
import { SPEC_BUSINESS_LIMITS as LIMITS } from '@portal/shared/testing';
import {
  applyPhotoChanges,
  choosePhotos,
  galleryPhotos,
  hasRoomForPhotos,
  mainAfterRemoval,
  moveInGallery,
  nextGalleryPosition,
  PHOTO_MESSAGES,
  setMainChanges,
  uploadFailureMessage,
  uploadPercent,
  type UploadFailure,
} from './photo-rules';

const file = (name: string, type: string) => ({ name, type });
const photo = (id: string, is_main: boolean, position: number, created_at = '2025-01-01T00:00:00Z') => ({ id, is_main, position, created_at });

describe('which files are photos', () => {
  it.each([
    ['casa.jpg', 'image/jpeg', 'image/jpeg'],
    ['sala.PNG', 'image/png', 'image/png'],
    ['varanda.webp', 'image/webp', 'image/webp'],
    ['IMG_0001.HEIC', 'image/heic', 'image/heic'],
    ['IMG_0002.heif', 'image/heif', 'image/heif'],
    // Phones hand some HEIC photos over without a type: the extension decides.
    ['IMG_0003.HEIC', '', 'image/heic'],
    ['foto.jpeg', 'application/octet-stream', 'image/jpeg'],
    ['contrato.pdf', 'application/pdf', null],
    ['animacao.gif', 'image/gif', null],
    ['desenho.svg', 'image/svg+xml', null],
    ['planilha.xlsx', '', null],
    // A type that says otherwise wins over the name.
    ['disfarce.jpg', 'application/pdf', null],
  ])('%s (%p) is accepted as %p', (name, type, accepted) => {
    expect(acceptedPhotoType(file(name, type))).toBe(accepted);
  });
});

describe('the files an owner chooses', () => {
  it.each([
    {
      case: 'the first photo of a property without one becomes its main photo; the rest go to the gallery',
      files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')],
      room: { hasMain: false, galleryCount: 0 },
      accepted: [['a.jpg', true], ['b.jpg', false]],
      refusals: [],
    },
    {
      case: 'a PDF is refused with a message naming it; the photos around it go',
      files: [file('a.jpg', 'image/jpeg'), file('contrato.pdf', 'application/pdf'), file('b.png', 'image/png')],
      room: { hasMain: true, galleryCount: 3 },
      accepted: [['a.jpg', false], ['b.png', false]],
      refusals: ['"contrato.pdf" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.'],
    },
    {
      case: 'a refused file does not take the main place',
      files: [file('notas.txt', 'text/plain'), file('a.jpg', 'image/jpeg')],
      room: { hasMain: false, galleryCount: 0 },
      accepted: [['a.jpg', true]],
      refusals: ['"notas.txt" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.'],
    },
    {
      case: 'the 21st gallery photo is refused, once, whatever the number past the limit',
      files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg')],
      room: { hasMain: true, galleryCount: 19 },
      accepted: [['a.jpg', false]],
      refusals: ['A galeria aceita no máximo 20 fotos.'],
    },
    {
      case: 'a full gallery still takes a main photo when there is none',
      files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')],
      room: { hasMain: false, galleryCount: 20 },
      accepted: [['a.jpg', true]],
      refusals: ['A galeria aceita no máximo 20 fotos.'],
    },
    {
      case: 'twenty-one photos at once fill the main place and the gallery',
      files: Array.from({ length: 21 }, (_, i) => file(`${i}.jpg`, 'image/jpeg')),
      room: { hasMain: false, galleryCount: 0 },
      accepted: Array.from({ length: 21 }, (_, i) => [`${i}.jpg`, i === 0]),
      refusals: [],
    },
  ])('$case', ({ files, room, accepted, refusals }) => {
    const chosen = choosePhotos(files, room, LIMITS);
    expect(chosen.accepted.map((item) => [item.file.name, item.main])).toEqual(accepted);
    expect(chosen.refusals).toEqual(refusals);
  });

  it.each([
    [{ hasMain: false, galleryCount: 20 }, true],
    [{ hasMain: true, galleryCount: 19 }, true],
    [{ hasMain: true, galleryCount: 20 }, false],
  ])('room %p: another photo fits: %p', (room, fits) => {
    expect(hasRoomForPhotos(room, LIMITS)).toBe(fits);
  });

  it.each([
    [10 * 1024 * 1024, true],
    [10 * 1024 * 1024 + 1, false],
    [12_000_000, false],
  ])('%p bytes fit the 10 MB limit: %p', (bytes, fits) => {
    expect(fitsPhotoLimit(bytes, LIMITS.photoMaxBytes)).toBe(fits);
  });

  it('follows the limits the database holds', () => {
    const limits = { ...LIMITS, galleryMaxPhotos: 2, photoMaxBytes: 2.5 * 1024 * 1024 };
    expect(hasRoomForPhotos({ hasMain: true, galleryCount: 2 }, limits)).toBe(false);
    expect(choosePhotos([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], { hasMain: true, galleryCount: 1 }, limits).refusals).toEqual(['A galeria aceita no máximo 2 fotos.']);
    expect(fitsPhotoLimit(3 * 1024 * 1024, limits.photoMaxBytes)).toBe(false);
    expect(PHOTO_MESSAGES.tooLarge('casa.jpg', limits)).toBe('"casa.jpg" tem mais de 2,5 MB mesmo depois de reduzida.');
  });
});

describe('messages', () => {
  it.each<[UploadFailure, string]>([
    [{ kind: 'network' }, '"casa.jpg" não foi enviada. Verifique sua conexão e tente novamente.'],
    [{ kind: 'storage', status: 413, code: 'EntityTooLarge' }, '"casa.jpg" tem mais de 10 MB mesmo depois de reduzida.'],
    [{ kind: 'storage', status: 400, code: '413' }, 'Não foi possível enviar "casa.jpg". Tente novamente.'],
    [{ kind: 'storage', status: 415, code: 'invalid_mime_type' }, '"casa.jpg" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.'],
    [{ kind: 'storage', status: 403, code: 'Unauthorized' }, 'Não foi possível enviar "casa.jpg". Tente novamente.'],
    [{ kind: 'database', code: 'P0001', message: 'A galeria aceita no máximo 20 fotos.' }, 'A galeria aceita no máximo 20 fotos.'],
    [{ kind: 'database', code: '42501', message: 'new row violates row-level security policy' }, 'Não foi possível enviar "casa.jpg". Tente novamente.'],
  ])('an upload failing with %p says %p', (failure, message) => {
    expect(uploadFailureMessage('casa.jpg', failure, LIMITS)).toBe(message);
  });

  it("quote the issue's texts", () => {
    expect(PHOTO_MESSAGES.notImage('contrato.pdf')).toBe('"contrato.pdf" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.');
    expect(PHOTO_MESSAGES.galleryFull(LIMITS)).toBe('A galeria aceita no máximo 20 fotos.');
    expect(PHOTO_MESSAGES.tooLarge('panorama.jpg', LIMITS)).toBe('"panorama.jpg" tem mais de 10 MB mesmo depois de reduzida.');
  });
});

describe('order of the photos', () => {
  it('puts the main photo first, then the gallery by position, the oldest first on a tie', () => {
    const photos = [photo('c', false, 1), photo('m', true, 0), photo('b', false, 0, '2025-01-02T00:00:00Z'), photo('a', false, 0, '2025-01-01T00:00:00Z')];
    // What an update with no change shows: the photos in screen order.
    expect(applyPhotoChanges(photos, []).map((p) => p.id)).toEqual(['m', 'a', 'b', 'c']);
    expect(galleryPhotos(photos).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [[], [], 0],
    [[photo('m', true, 7)], [], 0],
    [[photo('a', false, 0), photo('b', false, 4)], [], 5],
    [[photo('a', false, 0)], [3, 1], 4],
  ])('the next gallery position after %p (promised %p) is %p', (photos, promised, next) => {
    expect(nextGalleryPosition(photos, promised)).toBe(next);
  });
});

describe('moving a gallery photo', () => {
  const gallery = [photo('m', true, 0), photo('a', false, 0), photo('b', false, 1), photo('c', false, 2)];

  it.each([
    ['b', 'earlier', [{ id: 'b', is_main: false, position: 0 }, { id: 'a', is_main: false, position: 1 }]],
    ['b', 'later', [{ id: 'c', is_main: false, position: 1 }, { id: 'b', is_main: false, position: 2 }]],
    ['a', 'earlier', []],
    ['c', 'later', []],
    ['m', 'later', []],
    ['missing', 'earlier', []],
  ] as const)('%s %s writes %p', (id, direction, changes) => {
    expect(moveInGallery(gallery, id, direction)).toEqual(changes);
  });

  it('renumbers a gallery with gaps and ties, writing only what changes', () => {
    const loose = [photo('a', false, 0, '2025-01-01T00:00:00Z'), photo('b', false, 0, '2025-01-02T00:00:00Z'), photo('c', false, 9)];
    expect(moveInGallery(loose, 'c', 'earlier')).toEqual([
      { id: 'c', is_main: false, position: 1 },
      { id: 'b', is_main: false, position: 2 },
    ]);
  });

  it('shows the new order at once', () => {
    expect(applyPhotoChanges(gallery, moveInGallery(gallery, 'c', 'earlier')).map((p) => p.id)).toEqual(['m', 'a', 'c', 'b']);
  });
});

describe('the main photo', () => {
  const photos = [photo('m', true, 0), photo('a', false, 0), photo('b', false, 1)];

  it('a gallery photo becomes main and the former main takes its place, written former main first', () => {
    const changes = setMainChanges(photos, 'b');
    expect(changes).toEqual([
      { id: 'm', is_main: false, position: 1 },
      { id: 'b', is_main: true, position: 0 },
    ]);
    expect(applyPhotoChanges(photos, changes).map((p) => [p.id, p.is_main])).toEqual([
      ['b', true],
      ['a', false],
      ['m', false],
    ]);
  });

  it('without a main photo, the chosen one just becomes main', () => {
    expect(setMainChanges([photo('a', false, 0)], 'a')).toEqual([{ id: 'a', is_main: true, position: 0 }]);
  });

  it.each([['m'], ['missing']])('choosing %s changes nothing', (id) => {
    expect(setMainChanges(photos, id)).toEqual([]);
  });

  it.each([
    ['the main photo is removed: the first of the gallery takes its place', photos, 'm', 'a'],
    ['a gallery photo is removed: the main photo stays', photos, 'a', null],
    ['the only photo is removed', [photo('m', true, 0)], 'm', null],
  ])('%s', (_case, list, removed, promoted) => {
    expect(mainAfterRemoval(list, removed)).toBe(promoted);
  });
});

describe('upload progress', () => {
  it.each([
    [[800, 200], 0, 0, 0],
    [[800, 200], 0, 400, 40],
    [[800, 200], 0, 800, 80],
    [[800, 200], 1, 100, 90],
    [[800, 200], 1, 200, 100],
    // What a part reports past its size, or before it starts, is clamped.
    [[800, 200], 0, 5000, 80],
    [[800, 200], 1, -5, 80],
    [[0, 0], 0, 0, 0],
    [[1000, 1], 0, 999, 99],
  ])('parts %p, part %p sent %p bytes: %p%%', (sizes, part, loaded, percent) => {
    expect(uploadPercent(sizes, part, loaded)).toBe(percent);
  });
});
