import { act, render, screen } from '@testing-library/react';
import { StoryProviders, testAppConfig } from '@portal/shared/testing';
import { hasQueuedBookings, OFFLINE_QUEUE_KEY, QueuedBookingsSender } from './queued-bookings-sender';

jest.mock('../remotes/remote-widget', () => ({
  RemoteWidget: ({ remote, name }: { remote: string; name: string }) => <div data-testid="sender">{`${remote}/${name}`}</div>,
}));

const appConfig = {
  ...testAppConfig,
  remotes: [{ name: 'mf_photos', manifestUrl: 'http://p/mf-manifest.json', routes: ['/sessao-fotos-intro'], widgets: ['photo-alerts', 'offline-queue'] }],
};
const queue = (...states: string[]) => JSON.stringify(states.map((state, i) => ({ id: `b${i}`, state })));
let online = true;

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
  localStorage.clear();
});

const renderSender = () =>
  render(
    <StoryProviders appConfig={appConfig}>
      <QueuedBookingsSender />
    </StoryProviders>,
  );

describe('QueuedBookingsSender', () => {
  it.each([
    [null, false],
    ['[]', false],
    [queue('refused'), false],
    [queue('refused', 'pending'), true],
    ['{corrupt', false],
  ])('queue %p has bookings to send: %p', (stored, expected) => {
    if (stored !== null) localStorage.setItem(OFFLINE_QUEUE_KEY, stored);
    expect(hasQueuedBookings(localStorage)).toBe(expected);
  });

  it("mounts the photos remote's sender on any page where a booking waits and the browser is online", () => {
    localStorage.setItem(OFFLINE_QUEUE_KEY, queue('pending'));
    renderSender();
    expect(screen.getByTestId('sender')).toHaveTextContent('mf_photos/offline-queue');
  });

  it('loads nothing while no booking waits', () => {
    renderSender();
    expect(screen.queryByTestId('sender')).not.toBeInTheDocument();
  });

  it('mounts the sender when the connection comes back', () => {
    online = false;
    localStorage.setItem(OFFLINE_QUEUE_KEY, queue('pending'));
    renderSender();
    expect(screen.queryByTestId('sender')).not.toBeInTheDocument();
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByTestId('sender')).toBeInTheDocument();
  });

  it('mounts the sender when another tab queues a booking', () => {
    renderSender();
    localStorage.setItem(OFFLINE_QUEUE_KEY, queue('pending'));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: OFFLINE_QUEUE_KEY })));
    expect(screen.getByTestId('sender')).toBeInTheDocument();
  });
});
