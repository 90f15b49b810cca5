// The static servers' thread (see static-sites-thread.ts): serves built apps as asked by the main thread.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { policyFromAppConfig } from './app-config-policy';
import { startStaticServer } from './static-server';

export interface StaticSite {
  /** The built app (its dist folder). */
  dir: string;
  port: number;
}

export type StaticSitesCommand = { type: 'serve'; sites: StaticSite[] } | { type: 'close' };
export type StaticSitesRequest = StaticSitesCommand & { id: number };

export interface StaticSitesReply {
  id: number;
  urls?: string[];
  error?: { message: string; code?: string };
}

const { host, appConfigPath } = workerData as { host: string; appConfigPath: string };
const headers = policyFromAppConfig(appConfigPath);
const servers: Server[] = [];

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function handle(request: StaticSitesRequest): Promise<Omit<StaticSitesReply, 'id'>> {
  if (request.type === 'close') {
    await Promise.all(servers.splice(0).map(close));
    return {};
  }
  const urls: string[] = [];
  for (const site of request.sites) {
    const server = await startStaticServer({ dir: site.dir, port: site.port, host, headers, appConfigPath });
    servers.push(server);
    urls.push(`http://localhost:${(server.address() as AddressInfo).port}`);
  }
  return { urls };
}

parentPort!.on('message', (request: StaticSitesRequest) => {
  handle(request).then(
    (reply) => parentPort!.postMessage({ ...reply, id: request.id }),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: { message: error instanceof Error ? error.message : String(error), code: (error as NodeJS.ErrnoException | null)?.code },
      }),
  );
});
