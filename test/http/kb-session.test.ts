import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openSession } from '../helpers/auth.js';
import { makeOrg } from '../helpers/factories.js';

describe('knowledge base over HTTP with a signed-in user', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('uploads to the knowledge base, lists, copies into a chat and deletes; other users see nothing', async () => {
    const o = await makeOrg(t.services, { digitalUploads: true });
    const s = await openSession(t.db, o.user.id, o.org.id);
    const body = { files: [{ file_name: 'policy.txt', content_base64: Buffer.from('Refund policy: 30 days\n').toString('base64') }] };
    const up = await t.app.inject({ method: 'POST', url: '/api/v2/kb/files/', headers: s.headers, payload: body });
    assert.equal(up.statusCode, 201, up.body);
    const [file] = up.json().created;
    assert.equal(file.file_name, 'policy.txt');

    const list = await t.app.inject({ method: 'GET', url: '/api/v2/kb/files/', headers: s.headers });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().results.map((f: { id: number }) => f.id), [file.id]);

    const chat = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: s.headers, payload: { title: 'Policies' } });
    assert.equal(chat.statusCode, 201, chat.body);
    const thread = chat.json().thread_id;
    const copy = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${thread}/attachments/kb/`, headers: s.headers, payload: { kb_file_ids: [file.id] } });
    assert.equal(copy.statusCode, 201, copy.body);
    const [att] = copy.json().created;
    assert.equal(att.is_from_kb, true);
    assert.equal(att.kb_file_id, file.id);
    assert.equal(att.is_linked, false);
    assert.equal(att.processing_status, 'pending');

    // the API key of the same organisation is refused on the personal route
    const byKey = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${thread}/attachments/kb/`, headers: o.auth, payload: { kb_file_ids: [file.id] } });
    assert.equal(byKey.statusCode, 403);

    // another user of the same organisation cannot see or copy the file
    const other = await t.services.tenancy.createUser({ orgSlug: o.org.slug, email: `other-${o.org.slug}@example.test`, role: 'member' });
    const s2 = await openSession(t.db, other.user.id, o.org.id);
    const list2 = await t.app.inject({ method: 'GET', url: '/api/v2/kb/files/', headers: s2.headers });
    assert.equal(list2.json().count, 0);
    const steal = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${thread}/attachments/kb/`, headers: s2.headers, payload: { kb_file_ids: [file.id] } });
    assert.equal(steal.statusCode, 404);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/kb/files/${file.id}/`, headers: s.headers });
    assert.ok([200, 204].includes(del.statusCode), del.body);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v2/kb/files/', headers: s.headers })).json().count, 0);
  });
});
