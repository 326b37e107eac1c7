// List answers are served again to the same caller until data changes: a write through this
// process is seen by the next read, one made by another connection once its notification
// arrives, and nothing crosses organisations or outlives a credential.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';

describe('response cache of list routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  });
  after(async () => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const titles = async (headers: Record<string, string>) => {
    const r = await get('/api/v2/chats/', headers);
    assert.equal(r.statusCode, 200);
    return (r.json().results as { title: string }[]).map((c) => c.title).sort();
  };

  /**
   * Renames a chat on a connection the service does not watch, with triggers off: a change nobody
   * hears, so an answer still showing the old title was served from the cache.
   */
  async function unheardRename(publicId: string, title: string) {
    await t.testDb.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`UPDATE chats SET title = $2 WHERE public_id = $1`, [publicId, title]);
    });
  }

  it('serves a repeated list from the cache and drops it after a write through the service', async () => {
    const o = await makeOrg(t.services);
    const a = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth, payload: { title: 'one' } });
    assert.equal(a.statusCode, 201);
    assert.deepEqual(await titles(o.auth), ['one']);
    await unheardRename(a.json().thread_id, 'renamed unheard');
    assert.deepEqual(await titles(o.auth), ['one'], 'the second answer came from the cache');

    // a write through the service's API: seen by the very next read
    const b = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth, payload: { title: 'two' } });
    assert.equal(b.statusCode, 201);
    assert.deepEqual(await titles(o.auth), ['renamed unheard', 'two']);

    // a write through the service's database port (as a worker in this process makes)
    await t.db.query(`UPDATE chats SET title = 'three' WHERE public_id = $1`, [b.json().thread_id]);
    assert.deepEqual(await titles(o.auth), ['renamed unheard', 'three']);

    // a write in a transaction: seen once it committed
    await t.db.transaction((tx) => tx.query(`UPDATE chats SET title = 'four' WHERE public_id = $1`, [b.json().thread_id]));
    assert.deepEqual(await titles(o.auth), ['four', 'renamed unheard']);
  });

  it('hears a change committed by another connection through its notification', async () => {
    const o = await makeOrg(t.services);
    const a = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth, payload: { title: 'before' } });
    assert.deepEqual(await titles(o.auth), ['before']);
    const seen = t.changes.generation();
    // another process's write: a connection of its own, the trigger notifies at commit
    if (t.testDb.url) {
      const c = new pg.Client({ connectionString: t.testDb.url });
      await c.connect();
      await c.query(`UPDATE chats SET title = 'after' WHERE public_id = $1`, [a.json().thread_id]);
      await c.end();
    } else {
      // embedded: the one PGlite instance, written past the service's port with the change
      // notification turned on (the embedded database starts with it off: its one process writes
      // through its port only, migration 0137)
      await t.testDb.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL structa.change_notify = 'on'`);
        await tx.query(`UPDATE chats SET title = 'after' WHERE public_id = $1`, [a.json().thread_id]);
      });
    }
    while (t.changes.generation() === seen) await new Promise((r) => setTimeout(r, 5));
    assert.deepEqual(await titles(o.auth), ['after']);
  });

  it('caches nothing while changes could go unheard (notification connection down)', async () => {
    const o = await makeOrg(t.services);
    const a = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth, payload: { title: 'x' } });
    t.changes.setTrusted(false);
    try {
      assert.deepEqual(await titles(o.auth), ['x']);
      await unheardRename(a.json().thread_id, 'y');
      assert.deepEqual(await titles(o.auth), ['y']);
    } finally {
      t.changes.setTrusted(true);
    }
  });

  it('keeps organisations and callers apart, and checks the credential on every request', async () => {
    const o1 = await makeOrg(t.services);
    const o2 = await makeOrg(t.services);
    const chat = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o1.auth, payload: { title: 'mine' } });
    const url = `/api/v2/chats/${chat.json().thread_id}/attachments/`;
    assert.equal((await get(url, o1.auth)).statusCode, 200);
    assert.equal((await get(url, o1.auth)).statusCode, 200);
    assert.equal((await get(url, o2.auth)).statusCode, 404, 'another organisation never gets the cached page');
    assert.deepEqual(await titles(o1.auth), ['mine']);
    assert.deepEqual(await titles(o2.auth), []);

    await t.services.apiKeys.revoke(o1.org.id);
    assert.equal((await get(url, o1.auth)).statusCode, 401, 'a revoked key gets no cached answer');
    assert.equal((await get('/api/v2/chats/', o1.auth)).statusCode, 401);
    assert.equal((await get('/api/v2/chats/', { authorization: 'Bearer sk-service-nope' })).statusCode, 401);
  });

  it('answers a burst of identical requests alike, and the next one from the cache', async () => {
    const o = await makeOrg(t.services);
    const a = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth, payload: { title: 'burst' } });
    const burst = await Promise.all(Array.from({ length: 20 }, () => get('/api/v2/chats/', o.auth)));
    for (const r of burst) {
      assert.equal(r.statusCode, 200);
      assert.equal(r.body, burst[0].body);
    }
    await unheardRename(a.json().thread_id, 'unheard');
    assert.deepEqual(await titles(o.auth), ['burst']);
  });

  it('sees a new upload in the chat list at once', async () => {
    const o = await makeOrg(t.services, { digitalUploads: true });
    const chat = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth, payload: {} });
    const url = `/api/v2/chats/${chat.json().thread_id}/attachments/`;
    assert.equal((await get(url, o.auth)).json().count, 0);
    assert.equal((await get(url, o.auth)).json().count, 0);
    const up = await t.app.inject({
      method: 'POST',
      url,
      headers: o.auth,
      payload: { files: [{ file_name: 'a.txt', content_base64: Buffer.from('hello cache').toString('base64') }] },
    });
    assert.equal(up.statusCode, 201, up.body);
    const r = await get(url, o.auth);
    assert.equal(r.json().count, 1);
    assert.equal(r.json().results[0].file_name, 'a.txt');
  });
});
