import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort } from '@portal/supabase/local/debian-postgres';
import { CHROMIUM_ARGS } from './bench-session';

/** A Chromium of its own, with a fresh profile, that tools drive through its debugging port. */
export interface PlainChromium {
  port: number;
  /** The browser's DevTools endpoint, for openProtocolPage. */
  browserUrl: string;
  /** The browser's process id, which is also its helpers' process group (it is started detached). */
  pid: number;
  close(): Promise<void>;
}

async function waitForDebugger(port: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return ((await response.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

/**
 * Starts Debian's Chromium (CHROMIUM_PATH to use another) headless with the benchmark's flags, as
 * Lighthouse and the repeat visit use it: no automation library attached until a tool connects.
 */
export async function launchPlainChromium(): Promise<PlainChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chrome = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const close = async () => {
    // Chromium's helper processes outlive the browser process: end the whole group.
    const exited = chrome.exitCode === null && chrome.signalCode === null ? once(chrome, 'exit') : Promise.resolve();
    try {
      process.kill(-chrome.pid!, 'SIGKILL');
    } catch {
      chrome.kill('SIGKILL');
    }
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // a temporary profile left behind is harmless
    }
  };
  try {
    return { port, browserUrl: await waitForDebugger(port), pid: chrome.pid!, close };
  } catch (error) {
    await close();
    throw error;
  }
}

type Listener = (params: Record<string, unknown>) => void;

/**
 * One page of a plain Chromium, driven over the DevTools protocol alone: only the domains a
 * measurement enables report anything. A page driven by Playwright has its network domain on (every
 * request reported to the test runner), a world of Playwright's own created at each navigation,
 * and its script injected at the first evaluation; on this machine that made the repeat visit of
 * the dashboard 20–60 ms slower than the same visit without them (median 31 ms, five interleaved
 * rounds of five visits).
 * `send` and `on` are shaped like Playwright's CDPSession.
 */
export interface ProtocolPage {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  on(event: string, listener: Listener): void;
  /** Resolves with the first event named `event` whose parameters satisfy `matches`, from now on. */
  next(event: string, matches?: (params: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Opens a page in a browser context of its own (its own cache and storage, like Playwright's newContext), with a phone's viewport. */
export async function openProtocolPage(browserUrl: string, viewport: { width: number; height: number; mobile: boolean }): Promise<ProtocolPage> {
  const socket = new WebSocket(browserUrl);
  await once(socket, 'open');
  let lastId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Map<string, Set<Listener>>();
  // The page's session, once attached: only its events are the page's.
  const attached: { sessionId?: string } = {};
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string }; method?: string; params?: Record<string, unknown>; sessionId?: string };
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
    } else if (message.method && message.sessionId !== undefined && message.sessionId === attached.sessionId) {
      for (const listener of [...(listeners.get(message.method) ?? [])]) listener(message.params ?? {});
    }
  });
  socket.on('close', () => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: the browser closed the connection`));
    pending.clear();
  });
  const sendTo = <T>(target: string | undefined, method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve: resolve as (result: unknown) => void, reject, method });
      socket.send(JSON.stringify({ id: lastId, method, params, ...(target ? { sessionId: target } : {}) }));
    });
  const { browserContextId } = await sendTo<{ browserContextId: string }>(undefined, 'Target.createBrowserContext');
  const { targetId } = await sendTo<{ targetId: string }>(undefined, 'Target.createTarget', { url: 'about:blank', browserContextId });
  attached.sessionId = (await sendTo<{ sessionId: string }>(undefined, 'Target.attachToTarget', { targetId, flatten: true })).sessionId;
  const page: ProtocolPage = {
    send: (method, params) => sendTo(attached.sessionId, method, params),
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    next(event, matches = () => true) {
      return new Promise((resolve) => {
        const listener: Listener = (params) => {
          if (!matches(params)) return;
          listeners.get(event)?.delete(listener);
          resolve(params);
        };
        page.on(event, listener);
      });
    },
    async close() {
      await sendTo(undefined, 'Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      socket.close();
    },
  };
  // As Playwright emulates a phone (isMobile): its viewport at a device scale of 1, and touch.
  await page.send('Emulation.setDeviceMetricsOverride', { width: viewport.width, height: viewport.height, deviceScaleFactor: 1, mobile: viewport.mobile });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: viewport.mobile });
  await page.send('Page.enable');
  await page.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return page;
}
