import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// The thread's loader needs the runtime the local system runs under (tsx), not Jest's transform.
async function runThread(): Promise<Record<string, { ok: boolean; message?: string; code?: string } | number | number[]>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures', 'static-sites-thread-run.ts')], { cwd: join(__dirname, '..'), timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

describe("the static servers' thread", () => {
  it('serves a folder, answers malformed paths with 400 and goes on serving, refuses a port in use with the listen error and its code, stops twice, and refuses to be asked once stopped', async () => {
    const result = await runThread();
    expect(result.status).toBe(200);
    // `GET /%ZZ` once ended the thread, and the main thread rethrew it: the whole `npm start` went down.
    expect(result.malformed).toEqual([400, 400, 400, 400, 400]);
    expect(result.afterMalformed).toBe(200);
    expect(result.portInUse).toEqual(expect.objectContaining({ ok: false, code: 'EADDRINUSE' }));
    expect(result.firstStop).toEqual({ ok: true });
    expect(result.secondStop).toEqual({ ok: true });
    expect(result.askedAfter).toEqual({ ok: false, message: "the static servers' thread has ended" });
  }, 60_000);
});
