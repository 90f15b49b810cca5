// Serves one app's production build alone: `pnpm --filter mf-finance serve` (PORT, APP_CONFIG).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './static-server';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: process.env.PORT ?? '0' }, config: { type: 'string' } },
});

const server = await startStaticServer({
  dir: resolve(values.dir!),
  port: Number(values.port),
  appConfigPath: values.config ?? process.env.APP_CONFIG,
});
const { port } = server.address() as AddressInfo;
console.log(`Servindo ${values.dir} em http://localhost:${port}`);
