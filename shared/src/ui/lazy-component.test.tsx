import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

/** How long after a failed download the next attempt is made. */
const LAZY_RETRY_MS = 5_000;

function Hello({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('lazyComponent', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the fallback until the code arrives, then the component with its props', async () => {
    let resolve!: (component: typeof Hello) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Hello>((r) => (resolve = r)), <span>carregando</span>);
    render(<Lazy name="Ana" />);
    expect(screen.getByText('carregando')).toBeInTheDocument();
    await act(async () => resolve(Hello));
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
  });

  it('a failed download keeps the page and is tried again when the browser comes back online', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Lazy = lazyComponent(load);
    render(
      <main>
        <h1>Página</h1>
        <Lazy name="Bia" />
      </main>,
    );
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Página' })).toBeInTheDocument();
    expect(screen.queryByText('Olá, Bia')).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Olá, Bia')).toBeInTheDocument();
  });

  it(`retries every ${LAZY_RETRY_MS / 1000} s while online, and never after it loaded`, async () => {
    jest.useFakeTimers();
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('falha')).mockResolvedValue(Hello);
    const Lazy = lazyComponent(load);
    render(<Lazy name="Caio" />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(LAZY_RETRY_MS);
    });
    expect(screen.getByText('Olá, Caio')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(LAZY_RETRY_MS * 3);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
