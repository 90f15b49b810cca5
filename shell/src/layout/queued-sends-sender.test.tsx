import { act, render, screen } from '@testing-library/react';
import { QUEUE_KEYS } from '@portal/shared/outbox';
import { StoryProviders, testAppConfig } from '@portal/shared/testing';
import { QueuedSendsSender } from './queued-sends-sender';

const OFFLINE_QUEUE_KEY = QUEUE_KEYS.photoBookings;
const MESSAGE_OUTBOX_KEY = QUEUE_KEYS.messages;

jest.mock('../remotes/remote-widget', () => ({
  RemoteWidget: ({ remote, name }: { remote: string; name: string }) => <div data-testid="sender">{`${remote}/${name}`}</div>,
}));

const appConfig = {
  ...testAppConfig,
  remotes: [
    { name: 'mf_photos', manifestUrl: 'http://p/mf-manifest.json', routes: ['/sessao-fotos-intro'], widgets: ['photo-alerts', 'offline-queue'] },
    { name: 'mf_account', manifestUrl: 'http://a/mf-manifest.json', routes: ['/mensagens'], widgets: ['unread-notifications', 'message-outbox'] },
  ],
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
      <QueuedSendsSender />
    </StoryProviders>,
  );

describe('QueuedSendsSender', () => {
  it('knows where each queue is kept and which widget sends it', () => {
    localStorage.setItem(OFFLINE_QUEUE_KEY, queue('pending'));
    localStorage.setItem(MESSAGE_OUTBOX_KEY, queue('pending'));
    renderSender();
    expect(screen.getAllByTestId('sender').map((sender) => sender.textContent)).toEqual(['mf_photos/offline-queue', 'mf_account/message-outbox']);
  });

  it.each([
    [queue('refused'), false],
    [queue('refused', 'pending'), true],
    ['{corrupt', false],
  ])('booking queue %p mounts a sender: %p', (stored, expected) => {
    localStorage.setItem(OFFLINE_QUEUE_KEY, stored);
    renderSender();
    expect(screen.queryByTestId('sender') !== null).toBe(expected);
  });

  it("mounts the account remote's sender where a message waits, and only that one", () => {
    localStorage.setItem(MESSAGE_OUTBOX_KEY, queue('pending'));
    renderSender();
    expect(screen.getAllByTestId('sender').map((sender) => sender.textContent)).toEqual(['mf_account/message-outbox']);
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
