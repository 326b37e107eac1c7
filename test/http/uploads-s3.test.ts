import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config/config.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { startS3 } from '../helpers/s3.js';
import { makeChat, makePdf, uploadForm } from '../helpers/uploads.js';

describe('S3-compatible blob storage', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  before(async () => {
    s3 = await startS3();
    t = await createTestApp(s3.env);
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  it('puts, reads, streams, checks and deletes objects', async () => {
    const store = createBlobStore(loadConfig({ ...s3.env, DATA_DIR: t.dataDir }));
    assert.equal(store.kind, 's3');
    const key = 'ab/abcdef0123456789';
    const bytes = new Uint8Array([1, 2, 3, 250]);
    assert.equal(await store.exists(key), false);
    await store.put(key, bytes);
    assert.equal(await store.exists(key), true);
    assert.deepEqual(await store.get(key), bytes);
    const chunks: Buffer[] = [];
    for await (const c of await store.stream(key)) chunks.push(c as Buffer);
    assert.deepEqual(new Uint8Array(Buffer.concat(chunks)), bytes);
    await store.delete(key);
    assert.equal(await store.exists(key), false);
    await assert.rejects(store.put('../etc/passwd', bytes));
  });

  it('uploads through the API and downloads the same bytes back', async () => {
    const o = await makeOrg(t.services);
    const chat = await makeChat(t, o.auth);
    const pdf = makePdf();
    const r = await uploadForm(t, o.auth, chat, [{ name: 'report.pdf', bytes: pdf }]);
    assert.equal(r.statusCode, 201, r.body);
    const id = r.json().created[0].id;
    const row = await t.db.query<{ blob_key: string }>(`SELECT blob_key FROM attachments WHERE id = $1`, [id]);
    assert.equal(await createBlobStore(t.config).exists(row.rows[0].blob_key), true);
    const d = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${id}/download/`, headers: o.auth });
    assert.equal(d.statusCode, 200);
    assert.deepEqual(d.rawPayload, pdf);
    assert.equal(d.headers['content-type'], 'application/pdf');
    assert.match(String(d.headers['content-disposition']), /^attachment; filename="report.pdf"; filename\*=UTF-8''report.pdf$/);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/chats/${chat}/attachments/${id}/`, headers: o.auth });
    assert.equal(del.statusCode, 204);
    assert.equal(await createBlobStore(t.config).exists(row.rows[0].blob_key), false);
  });
});
