import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPglite } from './pglite.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-pglite-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('embedded database (PGlite)', () => {
  it('creates a new data directory, starts with the configured buffer pool and keeps its rows across a reopen', async () => {
    const dir = path.join(root, 'new');
    fs.mkdirSync(dir);
    const db = await openPglite(dir);
    assert.ok(fs.existsSync(path.join(dir, 'PG_VERSION')));
    assert.equal((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers, '16MB');
    await db.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$here$$)');
    await db.close();
    const again = await openPglite(dir, { sharedBuffersMb: 8, optimisingCompiler: true });
    assert.equal((await again.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers, '8MB');
    assert.deepEqual((await again.query<{ v: string }>('SELECT v FROM kept')).rows, [{ v: 'here' }]);
    await again.close();
  });

  it('an in-memory database takes the same buffer pool', async () => {
    const db = await openPglite(null, { sharedBuffersMb: 4 });
    assert.equal((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers, '4MB');
    await db.close();
  });

  it('reports a data directory that cannot be created', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    await assert.rejects(openPglite(path.join(file, 'pgdata')), /creating the embedded database failed/);
  });
});
