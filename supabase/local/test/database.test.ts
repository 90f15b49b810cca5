// PGlite runs on the backend's own thread: its transactions wait one behind another, and an answer
// made by one must go out before the next runs, as a server with a pool of connections answers each
// request when its own work is done.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPglite } from '../database.ts';
import { databaseKind, freshStorage } from './helpers.ts';

describe('PGlite transactions', { skip: databaseKind !== 'pglite' && 'PostgreSQL runs each transaction on a connection of its own' }, () => {
  it("each start on a turn of the event loop of their own: what the one before left for its next tick (Node's writing of an answer) runs first", async () => {
    const storage = await freshStorage();
    const db = await openPglite(storage.dataDir!, storage.pgliteTemplate);
    try {
      const order: string[] = [];
      const first = db.transaction(async (tx) => {
        await tx.query('select 1');
        order.push('first');
        process.nextTick(() => order.push("first's tick"));
      });
      const second = db.transaction(async (tx) => {
        await tx.query('select 1');
        order.push('second');
      });
      await Promise.all([first, second]);
      assert.deepEqual(order, ['first', "first's tick", 'second']);
    } finally {
      await db.close();
      await storage.drop();
    }
  });
});
