import { pendingRoom, photoUploadsReducer, uploadsToStart, type PhotoUpload, type PhotoUploadsAction } from './photo-uploads';

const chosen = (...names: string[]): PhotoUploadsAction => ({
  type: 'chosen',
  uploads: names.map((name, index) => ({ id: name, name: `${name}.jpg`, main: index === 0 && name === 'main', position: index })),
});

const run = (actions: PhotoUploadsAction[], from: PhotoUpload[] = []) => actions.reduce(photoUploadsReducer, from);
const stages = (uploads: PhotoUpload[]) => uploads.map((upload) => [upload.id, upload.stage, upload.percent]);

describe('photos on their way up', () => {
  it.each<[string, PhotoUploadsAction[], Array<[string, string, number]>]>([
    ['chosen photos wait in the queue', [chosen('a', 'b')], [['a', 'queued', 0], ['b', 'queued', 0]]],
    ['a photo being prepared', [chosen('a'), { type: 'preparing', id: 'a' }], [['a', 'preparing', 0]]],
    [
      'progress only goes forward within an attempt, and stops at 100',
      [chosen('a'), { type: 'preparing', id: 'a' }, { type: 'prepared', id: 'a', preview: null }, { type: 'progressed', id: 'a', percent: 40 }, { type: 'progressed', id: 'a', percent: 30 }, { type: 'progressed', id: 'a', percent: 140 }],
      [['a', 'uploading', 100]],
    ],
    ['progress reported outside the sending stage is ignored', [chosen('a'), { type: 'progressed', id: 'a', percent: 50 }], [['a', 'queued', 0]]],
    [
      'a failure touches only its own photo',
      [chosen('a', 'b'), { type: 'prepared', id: 'a', preview: null }, { type: 'prepared', id: 'b', preview: null }, { type: 'progressed', id: 'b', percent: 60 }, { type: 'failed', id: 'a', message: 'falhou' }],
      [['a', 'failed', 0], ['b', 'uploading', 60]],
    ],
    [
      'a retry queues the failed photo again from zero',
      [chosen('a'), { type: 'prepared', id: 'a', preview: null }, { type: 'progressed', id: 'a', percent: 70 }, { type: 'failed', id: 'a', message: 'falhou' }, { type: 'retried', id: 'a' }],
      [['a', 'queued', 0]],
    ],
    ['a retry of a photo that did not fail changes nothing', [chosen('a'), { type: 'preparing', id: 'a' }, { type: 'retried', id: 'a' }], [['a', 'preparing', 0]]],
    ['saving shows the bar full', [chosen('a'), { type: 'prepared', id: 'a', preview: null }, { type: 'saving', id: 'a' }], [['a', 'saving', 100]]],
    ['a discarded photo leaves the list; the others stay', [chosen('a', 'b'), { type: 'discarded', id: 'a' }], [['b', 'queued', 0]]],
    [
      'a stored photo stays until the server lists it',
      [chosen('a', 'b'), { type: 'stored', id: 'a' }, { type: 'stored', id: 'b' }, { type: 'listed', ids: ['a', 'x'] }],
      [['b', 'stored', 100]],
    ],
    ['the server listing a photo still going up does not drop it', [chosen('a'), { type: 'listed', ids: ['a'] }], [['a', 'queued', 0]]],
  ])('%s', (_case, actions, expected) => {
    expect(stages(run(actions))).toEqual(expected);
  });

  it('keeps the failure message until the retry, and the picture once prepared', () => {
    const failed = run([chosen('a'), { type: 'prepared', id: 'a', preview: 'blob:a' }, { type: 'failed', id: 'a', message: '"a.jpg" não foi enviada.' }]);
    expect(failed[0]).toMatchObject({ message: '"a.jpg" não foi enviada.', preview: 'blob:a' });
    expect(run([{ type: 'retried', id: 'a' }], failed)[0]).toMatchObject({ message: null, preview: 'blob:a' });
  });
});

describe('which uploads start', () => {
  const at = (...stageList: Array<PhotoUpload['stage']>) => stageList.map((stage, index): PhotoUpload => ({ id: `p${index}`, name: `p${index}.jpg`, main: false, position: index, stage, percent: 0, message: null, preview: null }));

  it.each<[string, PhotoUpload[], string[]]>([
    ['two at a time, oldest first', at('queued', 'queued', 'queued'), ['p0', 'p1']],
    ['one more while one is sending', at('uploading', 'queued', 'queued'), ['p1']],
    ['none while two are busy', at('preparing', 'saving', 'queued'), []],
    ['failed and stored ones take no slot', at('failed', 'stored', 'queued', 'queued'), ['p2', 'p3']],
    ['nothing queued', at('failed', 'stored'), []],
  ])('%s', (_case, uploads, started) => {
    expect(uploadsToStart(uploads).map((upload) => upload.id)).toEqual(started);
  });
});

describe('room the uploads take', () => {
  it('counts a main photo and gallery places until the server lists them', () => {
    const uploads = run([
      { type: 'chosen', uploads: [{ id: 'm', name: 'm.jpg', main: true, position: 0 }, { id: 'a', name: 'a.jpg', main: false, position: 4 }, { id: 'b', name: 'b.jpg', main: false, position: 5 }] },
      { type: 'failed', id: 'b', message: 'falhou' },
    ]);
    expect(pendingRoom(uploads, new Set())).toEqual({ main: true, gallery: 2, positions: [4, 5] });
    expect(pendingRoom(uploads, new Set(['m', 'a']))).toEqual({ main: false, gallery: 1, positions: [5] });
  });
});
