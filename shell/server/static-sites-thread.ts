import { Worker } from 'node:worker_threads';
import type { StaticSite, StaticSitesCommand, StaticSitesReply } from './static-sites-worker';

export type { StaticSite } from './static-sites-worker';

/**
 * The built apps' servers, on a thread of their own. The embedded backend runs its database in the
 * main thread (PGlite answers each query synchronously): sharing it, a page's files and its
 * revalidations (app-config.json, the manifests) waited behind the owner's data queries, which a
 * CDN and a hosted Supabase project never do. Only the live app-config.json joins the two: the
 * servers read it from its file on every request.
 */
export class StaticSitesThread {
  private nextId = 0;
  /** Set once the thread has ended: nothing can be asked of it any more. */
  private ended = false;
  private readonly pending = new Map<number, { resolve: (reply: StaticSitesReply) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: StaticSitesReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else waiting.resolve(reply);
    });
    // A failure goes to the requests waiting on the thread (starting, closing); one nobody waits for
    // (an error in a request handler, the thread ending by itself) ends the process, as it did when
    // the servers ran in its main thread.
    const fail = (error: Error) => {
      const waiting = [...this.pending.values()];
      this.pending.clear();
      for (const { reject } of waiting) reject(error);
      if (waiting.length === 0)
        setImmediate(() => {
          throw error;
        });
    };
    // An uncaught error ends the thread: its exit that follows is that same failure.
    worker.on('error', (error) => {
      this.ended = true;
      fail(error);
    });
    worker.on('exit', (code) => {
      const unasked = !this.ended;
      this.ended = true;
      if (unasked) fail(new Error(`the static servers' thread ended (exit code ${code})`));
    });
  }

  /** Starts the thread; its servers read the live app-config.json at `appConfigPath` for their security headers. */
  static start(options: { host: string; appConfigPath: string }): StaticSitesThread {
    // The thread loads this package's TypeScript as the main thread does, with the same loader for
    // ES modules and CommonJS.
    const loaders = [import.meta.resolve('tsx/esm/api'), import.meta.resolve('tsx/cjs/api')];
    const entry = new URL('./static-sites-worker.ts', import.meta.url).href;
    const source = `Promise.all(${JSON.stringify(loaders)}.map((loader) => import(loader))).then((apis) => { apis.forEach((api) => api.register()); return import(${JSON.stringify(entry)}); });`;
    return new StaticSitesThread(new Worker(source, { eval: true, workerData: options }));
  }

  private ask(request: StaticSitesCommand): Promise<StaticSitesReply> {
    if (this.ended) return Promise.reject(new Error("the static servers' thread has ended"));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Serves each built app on its port (0: a free one), in order; resolves with their addresses. */
  async serve(sites: StaticSite[]): Promise<string[]> {
    return (await this.ask({ type: 'serve', sites })).urls ?? [];
  }

  /** Closes every server and ends the thread. */
  async close(): Promise<void> {
    if (this.ended) return;
    await this.ask({ type: 'close' }).catch(() => undefined);
    this.ended = true;
    await this.worker.terminate();
  }
}
