import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, makePdf, makePng, uploadForm, uploadJson } from '../helpers/uploads.js';

describe('chats and attachment reads', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let other: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
    other = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it('creates, reads, renames, lists (page-based) and deletes chats', async () => {
    const c = await req('POST', '/api/v2/chats/', o.auth, { title: '  Q3\u202E invoices ' });
    assert.equal(c.statusCode, 201);
    const chat = c.json();
    assert.deepEqual(Object.keys(chat).sort(), ['created_at', 'thread_id', 'title', 'updated_at']);
    assert.match(chat.thread_id, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(chat.title, 'Q3 invoices');
    assert.equal((await req('POST', '/api/v2/chats/', o.auth, {})).json().title, '');
    assert.equal((await req('POST', '/api/v2/chats/', o.auth, { title: 'x'.repeat(201) })).statusCode, 400);
    assert.equal((await req('GET', `/api/v2/chats/${chat.thread_id}/`, o.auth)).json().title, 'Q3 invoices');
    const renamed = await req('PATCH', `/api/v2/chats/${chat.thread_id}/`, o.auth, { title: 'Renamed' });
    assert.equal(renamed.statusCode, 200);
    assert.equal(renamed.json().title, 'Renamed');
    assert.equal((await req('PATCH', `/api/v2/chats/${chat.thread_id}/`, o.auth, { title: 'x', org_id: 5 })).statusCode, 400);
    for (let i = 0; i < 3; i++) await makeChat(t, o.auth, `c${i}`);
    const p1 = await req('GET', '/api/v2/chats/?page=1&page_size=2', o.auth);
    assert.equal(p1.statusCode, 200);
    assert.equal(p1.json().count, 5);
    assert.equal(p1.json().results.length, 2);
    assert.equal(p1.json().previous, null);
    assert.equal(p1.json().next, '/api/v2/chats/?page=2&page_size=2');
    const p3 = await req('GET', '/api/v2/chats/?page=3&page_size=2', o.auth);
    assert.equal(p3.json().results.length, 1);
    assert.equal(p3.json().next, null);
    assert.equal((await req('GET', '/api/v2/chats/?page_size=1000000', o.auth)).json().results.length, 5);
    assert.equal((await req('GET', '/api/v2/chats/?page=0', o.auth)).statusCode, 400);
    assert.equal((await req('GET', '/api/v2/chats/', other.auth)).json().count, 0);
    assert.equal((await req('DELETE', `/api/v2/chats/${chat.thread_id}/`, o.auth)).statusCode, 204);
    assert.equal((await req('GET', `/api/v2/chats/${chat.thread_id}/`, o.auth)).statusCode, 404);
  });

  it('lists, reads, downloads and deletes attachments', async () => {
    const chat = await makeChat(t, o.auth);
    const pdf = makePdf();
    const up = await uploadJson(t, o.auth, chat, [{ name: 'r\u00e9sum\u00e9 "final";.pdf', bytes: pdf }, { name: 'b.png', bytes: makePng() }, { name: 'c.pdf', bytes: makePdf() }]);
    const [a, b] = up.json().created;
    const list = await req('GET', `/api/v2/chats/${chat}/attachments/?page_size=2`, o.auth);
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().count, 3);
    assert.deepEqual(list.json().results.map((x: any) => x.id), [a.id, b.id]);
    assert.equal(list.json().results[0].is_linked, false);
    const one = await req('GET', `/api/v2/chats/${chat}/attachments/${a.id}/`, o.auth);
    assert.deepEqual(one.json(), a);
    const d = await req('GET', `/api/v2/chats/${chat}/attachments/${a.id}/download/`, o.auth);
    assert.equal(d.statusCode, 200);
    assert.deepEqual(d.rawPayload, pdf);
    assert.equal(d.headers['x-content-type-options'], 'nosniff');
    assert.equal(d.headers['cache-control'], 'no-store');
    assert.equal(d.headers['content-disposition'], `attachment; filename="r_sum_ _final__.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%3B.pdf`);
    assert.equal((await req('DELETE', `/api/v2/chats/${chat}/attachments/${a.id}/`, o.auth)).statusCode, 204);
    assert.equal((await req('GET', `/api/v2/chats/${chat}/attachments/${a.id}/`, o.auth)).statusCode, 404);
    assert.equal((await req('GET', `/api/v2/chats/${chat}/attachments/${a.id}/download/`, o.auth)).statusCode, 404);
    // after deletion the same bytes may be uploaded again
    assert.equal((await uploadJson(t, o.auth, chat, [{ name: 'again.pdf', bytes: pdf }])).json().created.length, 1);
    assert.equal((await req('GET', `/api/v2/chats/${chat}/attachments/abc/`, o.auth)).statusCode, 400);
  });

  it('deletes a chat with its documents and their blobs, keeping documents linked in from elsewhere', async () => {
    const doomed = await makeChat(t, o.auth);
    const keeper = await makeChat(t, o.auth);
    const mine = (await uploadForm(t, o.auth, doomed, [{ name: 'a.pdf', bytes: makePdf() }])).json().created[0];
    const kept = (await uploadForm(t, o.auth, keeper, [{ name: 'b.pdf', bytes: makePdf() }])).json().created[0];
    await req('POST', `/api/v2/chats/${doomed}/attachments/link/`, o.auth, { attachment_id: kept.id });
    const key = (await t.db.query<{ blob_key: string }>(`SELECT blob_key FROM attachments WHERE id = $1`, [mine.id])).rows[0].blob_key;
    assert.equal((await req('DELETE', `/api/v2/chats/${doomed}/`, o.auth)).statusCode, 204);
    assert.equal((await t.db.query(`SELECT id FROM attachments WHERE id = $1`, [mine.id])).rows.length, 0);
    assert.equal(fs.existsSync(path.join(t.dataDir, 'blobs', key)), false);
    assert.equal((await req('GET', `/api/v2/chats/${keeper}/attachments/${kept.id}/download/`, o.auth)).statusCode, 200);
  });

  it('links an attachment into another chat of the organisation, serialised there with is_linked true', async () => {
    const home = await makeChat(t, o.auth);
    const target = await makeChat(t, o.auth);
    const pdf = makePdf();
    const a = (await uploadForm(t, o.auth, home, [{ name: 'shared.pdf', bytes: pdf }])).json().created[0];
    const l = await req('POST', `/api/v2/chats/${target}/attachments/link/`, o.auth, { attachment_id: a.id });
    assert.equal(l.statusCode, 201, l.body);
    assert.equal(l.json().is_linked, true);
    assert.equal((await req('POST', `/api/v2/chats/${target}/attachments/link/`, o.auth, { attachment_id: a.id })).statusCode, 200);
    assert.equal((await req('POST', `/api/v2/chats/${home}/attachments/link/`, o.auth, { attachment_id: a.id })).json().is_linked, false);
    const inTarget = await req('GET', `/api/v2/chats/${target}/attachments/`, o.auth);
    assert.deepEqual(inTarget.json().results.map((x: any) => [x.id, x.is_linked]), [[a.id, true]]);
    assert.equal((await req('GET', `/api/v2/chats/${home}/attachments/${a.id}/`, o.auth)).json().is_linked, false);
    assert.equal((await req('GET', `/api/v2/chats/${target}/attachments/${a.id}/download/`, o.auth)).statusCode, 200);
    // the linked bytes count as present in the target chat
    const cp = await uploadForm(t, o.auth, target, [{ name: 'copy.pdf', bytes: pdf }]);
    assert.deepEqual(cp.json().skipped_duplicates, [{ file_name: 'copy.pdf', reason: 'duplicate' }], cp.body);
    // unlinking from the target keeps the document at home
    assert.equal((await req('DELETE', `/api/v2/chats/${target}/attachments/${a.id}/`, o.auth)).statusCode, 204);
    assert.equal((await req('GET', `/api/v2/chats/${home}/attachments/${a.id}/`, o.auth)).statusCode, 200);
    assert.equal((await req('GET', `/api/v2/chats/${target}/attachments/`, o.auth)).json().count, 0);
    // a chat holding its own copy of the bytes cannot take a link to them
    assert.equal((await uploadForm(t, o.auth, target, [{ name: 'copy.pdf', bytes: pdf }])).json().created.length, 1);
    const dup = await req('POST', `/api/v2/chats/${target}/attachments/link/`, o.auth, { attachment_id: a.id });
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().code, 'duplicate');
  });

  it('answers 404 with one body on every route for another organisation\'s chat and attachment, without side effects', async () => {
    const chat = await makeChat(t, o.auth, 'private');
    const a = (await uploadForm(t, o.auth, chat, [{ name: 'secret.pdf', bytes: makePdf() }])).json().created[0];
    const theirChat = await makeChat(t, other.auth);
    const theirAtt = (await uploadForm(t, other.auth, theirChat, [{ name: 'theirs.pdf', bytes: makePdf() }])).json().created[0];
    const unknown = await req('GET', '/api/v2/chats/nope/', other.auth);
    assert.equal(unknown.statusCode, 404);
    const body = unknown.json();
    const probes: [string, string, object?][] = [
      ['GET', `/api/v2/chats/${chat}/`],
      ['PATCH', `/api/v2/chats/${chat}/`, { title: 'pwned' }],
      ['DELETE', `/api/v2/chats/${chat}/`],
      ['GET', `/api/v2/chats/${chat}/attachments/`],
      ['GET', `/api/v2/chats/${chat}/attachments/${a.id}/`],
      ['DELETE', `/api/v2/chats/${chat}/attachments/${a.id}/`],
      ['GET', `/api/v2/chats/${chat}/attachments/${a.id}/download/`],
      ['GET', `/api/v2/chats/${chat}/attachments/${a.id}/events/`],
      ['GET', `/api/v2/chats/${chat}/events/`],
      ['POST', `/api/v2/chats/${chat}/attachments/link/`, { attachment_id: a.id }],
      // their own chat, our attachment id
      ['GET', `/api/v2/chats/${theirChat}/attachments/${a.id}/`],
      ['GET', `/api/v2/chats/${theirChat}/attachments/${a.id}/download/`],
      ['GET', `/api/v2/chats/${theirChat}/attachments/${a.id}/events/`],
      ['DELETE', `/api/v2/chats/${theirChat}/attachments/${a.id}/`],
      ['POST', `/api/v2/chats/${theirChat}/attachments/link/`, { attachment_id: a.id }],
    ];
    for (const [method, url, payload] of probes) {
      const r = await req(method as any, url, other.auth, payload);
      assert.equal(r.statusCode, 404, `${method} ${url}`);
      const j = r.json();
      assert.equal(j.code, body.code, `${method} ${url}`);
    }
    // our attachment in our own chat, via another chat of ours that does not hold it
    const mine2 = await makeChat(t, o.auth);
    assert.equal((await req('GET', `/api/v2/chats/${mine2}/attachments/${a.id}/`, o.auth)).statusCode, 404);
    assert.equal((await req('GET', `/api/v2/chats/${chat}/attachments/${theirAtt.id}/download/`, o.auth)).statusCode, 404);
    // nothing changed
    assert.equal((await req('GET', `/api/v2/chats/${chat}/`, o.auth)).json().title, 'private');
    assert.equal((await req('GET', `/api/v2/chats/${chat}/attachments/${a.id}/`, o.auth)).statusCode, 200);
    assert.equal((await req('GET', `/api/v2/chats/${theirChat}/attachments/`, other.auth)).json().count, 1);
  });

  it('refuses the knowledge-base routes to an API key with 403', async () => {
    const chat = await makeChat(t, o.auth);
    for (const [method, url, payload] of [
      ['POST', `/api/v2/chats/${chat}/attachments/kb/`, { kb_file_ids: [1] }],
      ['GET', '/api/v2/kb/files/'],
      ['POST', '/api/v2/kb/files/', { files: [{ file_name: 'a.pdf', content_base64: makePdf().toString('base64') }] }],
      ['DELETE', '/api/v2/kb/files/1/'],
    ] as [string, string, object?][]) {
      const r = await req(method as any, url, o.auth, payload);
      assert.equal(r.statusCode, 403, `${method} ${url}`);
      assert.equal(r.json().code, 'personal_route');
    }
  });
});
