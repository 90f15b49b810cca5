import { shownLater } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { clock } from '../scheduling/clock';
import { propertyRow, ratingRow, sessionRow, WEDNESDAY_MORNING } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { renderPhotos } from '../testing/render-photos';
import { needsRatings, preparePhotoAlerts } from './prepare-photo-alerts';
import { prepareWidgets } from '../widgets';
import { PhotoAlertsWidget } from './photo-alerts-widget';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

afterEach(() => jest.restoreAllMocks());

describe('needsRatings: ratings are read only when a session is completed', () => {
  it.each([
    [[], false],
    [['pending', 'confirmed', 'rescheduled', 'cancelled'], false],
    [['cancelled', 'completed'], true],
    [['completed'], true],
  ])('%j → %s', (statuses, expected) => {
    expect(needsRatings(statuses.map((status) => ({ status })))).toBe(expected);
  });
});

async function prepared(initial: Parameters<typeof createPhotoBackend>[0], options: { signedIn?: boolean } = {}) {
  jest.spyOn(clock, 'now').mockReturnValue(WEDNESDAY_MORNING);
  const backend = createPhotoBackend({ properties: [propertyRow()], ...initial });
  const view = await renderPhotos(<div />, { route: '/dashboard', supabase: backend.handler, signedIn: options.signedIn ?? true });
  const tables = () => view.supabase.requests.map((request) => request.table);
  return { ...view, tables };
}

describe('preparePhotoAlerts: what the dashboard waits for before it draws the widget', () => {
  it('reads the properties and sessions and, with a session completed, the ratings, leaving them in the cache', async () => {
    const { store, tables } = await prepared({ photoSessions: [sessionRow({ status: 'completed', date: '2025-02-20' })], ratings: [ratingRow()] });
    await preparePhotoAlerts(store);
    expect(tables()).toEqual(['properties', 'photo_sessions', 'user_ratings']);
    const cached = (endpoint: string) => Object.entries(store.getState().api?.queries ?? {}).find(([key]) => key.startsWith(`${endpoint}(`))?.[1]?.data;
    expect(cached('getPhotoSessions')).toHaveLength(1);
    expect(cached('getRatings')).toHaveLength(1);
  });

  it('does not read the ratings when nothing is completed', async () => {
    const { store, tables } = await prepared({ photoSessions: [sessionRow({ status: 'pending' })] });
    await preparePhotoAlerts(store);
    expect(tables()).toEqual(['properties', 'photo_sessions']);
  });

  it('reads nothing without a signed-in owner', async () => {
    const { store, tables } = await prepared({}, { signedIn: false });
    await preparePhotoAlerts(store);
    expect(tables()).toEqual([]);
  });

  it('prepareWidgets prepares photo-alerts only when it is about to show', async () => {
    const { store, tables } = await prepared({ photoSessions: [sessionRow({ status: 'pending' })] });
    await prepareWidgets(['earnings-chart'], store);
    expect(tables()).toEqual([]);
    await prepareWidgets(['photo-alerts'], store);
    expect(tables()).toEqual(['properties', 'photo_sessions']);
  });

  it('the widget drawn after the preparation shows its invitation to rate at its first render, asking nothing more', async () => {
    jest.spyOn(clock, 'now').mockReturnValue(WEDNESDAY_MORNING);
    const backend = createPhotoBackend({ properties: [propertyRow()], photoSessions: [sessionRow({ status: 'completed', date: '2025-02-20' })] });
    const widget = shownLater(<PhotoAlertsWidget />);
    const { store, supabase } = await renderPhotos(widget.element, { route: '/dashboard', supabase: backend.handler });
    await preparePhotoAlerts(store);
    const asked = supabase.requests.length;
    widget.show();
    expect(screen.getByRole('region', { name: 'Como foi sua sessão de fotos?' })).toBeInTheDocument();
    expect(supabase.requests).toHaveLength(asked);
  });
});
