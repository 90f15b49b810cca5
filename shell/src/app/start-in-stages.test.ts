import { evaluateInStages } from './start-in-stages';

/** Lets the promise callbacks queued so far run (the stages' chains are a few deep). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

/** A pause the test ends by hand, recording each one in `log`. */
function manualPauses(log: string[]) {
  const waiting: (() => void)[] = [];
  return {
    pause: () =>
      new Promise<void>((resolve) => {
        log.push('pause');
        waiting.push(resolve);
      }),
    async endNext() {
      waiting.shift()?.();
      await settle();
    },
  };
}

describe('evaluateInStages', () => {
  it('runs each stage once the one before it has finished and a task has ended, then the start, and gives what the start gives', async () => {
    const log: string[] = [];
    const pauses = manualPauses(log);
    const stage = (name: string) => async () => {
      log.push(name);
    };
    let result: string | undefined;
    void evaluateInStages([stage('react-dom'), stage('host')], async () => {
      log.push('bootstrap');
      return 'started';
    }, pauses.pause).then((value) => (result = value));
    await settle();
    expect(log).toEqual(['react-dom', 'pause']);
    await pauses.endNext();
    expect(log).toEqual(['react-dom', 'pause', 'host', 'pause']);
    await pauses.endNext();
    expect(log).toEqual(['react-dom', 'pause', 'host', 'pause', 'bootstrap']);
    expect(result).toBe('started');
  });

  it('waits for a stage still loading before the next one', async () => {
    const log: string[] = [];
    let arrive: () => void = () => undefined;
    void evaluateInStages(
      [() => new Promise<void>((resolve) => (arrive = resolve)), async () => void log.push('second')],
      async () => void log.push('start'),
      async () => undefined,
    );
    await settle();
    expect(log).toEqual([]);
    arrive();
    await settle();
    expect(log).toEqual(['second', 'start']);
  });

  it.each([
    ['a stage that fails', [async () => Promise.reject(new Error('chunk'))]],
    ['every stage failing', [async () => Promise.reject(new Error('a')), async () => Promise.reject(new Error('b'))]],
  ])('%s does not stop the start: it imports the library again itself', async (_case, stages) => {
    await expect(evaluateInStages(stages, async () => 'started', async () => undefined)).resolves.toBe('started');
  });

  it("a failing start fails as it always has (the stages' failures are not what it reports)", async () => {
    const failure = new Error('bootstrap chunk');
    await expect(evaluateInStages([async () => Promise.reject(new Error('stage'))], () => Promise.reject(failure), async () => undefined)).rejects.toBe(failure);
  });

  it('with no stages, starts at once', async () => {
    const pause = jest.fn(async () => undefined);
    await expect(evaluateInStages([], async () => 'started', pause)).resolves.toBe('started');
    expect(pause).not.toHaveBeenCalled();
  });
});
