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
  private readonly pending = new Map<number, { resolve: (reply: StaticSitesReply) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: StaticSitesReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if (reply.error) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const failAll = (error: Error) => {
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    // An error no request handler caught ends the process, as it did when the servers ran in its main thread.
    worker.on('error', (error) => {
      failAll(error);
      setImmediate(() => {
        throw error;
      });
    });
    worker.on('exit', (code) => failAll(new Error(`the static servers' thread ended (exit code ${code})`)));
  }

  /** Starts the thread; its servers read the live app-config.json at `appConfigPath` for their security headers. */
  static start(options: { host: string; appConfigPath: string }): StaticSitesThread {
    // The thread runs this package's TypeScript as the main thread does: the same loader, registered there first.
    // (for modules loaded as ES modules and as CommonJS both).
    const loaders = [import.meta.resolve('tsx/esm/api'), import.meta.resolve('tsx/cjs/api')];
    const entry = new URL('./static-sites-worker.ts', import.meta.url).href;
    const source = `Promise.all(${JSON.stringify(loaders)}.map((loader) => import(loader))).then((apis) => { apis.forEach((api) => api.register()); return import(${JSON.stringify(entry)}); });`;
    return new StaticSitesThread(new Worker(source, { eval: true, workerData: options }));
  }

  private ask(request: StaticSitesCommand): Promise<StaticSitesReply> {
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
    await this.ask({ type: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
