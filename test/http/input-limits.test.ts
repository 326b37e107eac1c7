import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, makeChat } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { login } from '../helpers/session.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

// Hostile or out-of-range input answers a 400 with a stable code, never a 500.
describe('input limits and errors', () => {
  let t: TestApp;
  let o: Org;
  let chat: { id: number; publicId: string };
  let att: number;
  let session: Record<string, string>;

  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
    chat = await makeChat(t.db, o.org.id);
    att = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'a.txt', bytes: 'hello' });
    session = (await login(t.app, o.user.email, o.password)).headers;
  });
  after(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = o.auth) =>
    t.app.inject({ method, url, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }) });
  const expect400 = (r: { statusCode: number; body: string; json(): any }, code: string, what: string) => {
    assert.equal(r.statusCode, 400, `${what}: ${r.statusCode} ${r.body.slice(0, 300)}`);
    assert.equal(r.json().code, code, `${what}: ${r.body.slice(0, 300)}`);
  };

  it('refuses page and page_size beyond the integer range on every page-based list', async () => {
    const lists: [string, Record<string, string>][] = [
      ['/api/v2/chats/', o.auth],
      [`/api/v2/chats/${chat.publicId}/attachments/`, o.auth],
      [`/api/v2/chats/${chat.publicId}/attachments/${att}/pages/`, o.auth],
      [`/api/v2/chats/${chat.publicId}/attachments/${att}/chunks/`, o.auth],
      ['/api/v2/credits/', o.auth],
      ['/api/v2/notifications/', session],
      ['/api/v2/search/?q=hello', o.auth],
      [`/api/v2/chats/${chat.publicId}/search/?q=hello`, o.auth],
      ['/api/v2/structs/', o.auth],
      ['/api/v2/direct-shares/', session],
      ['/api/v2/kb/files/', session],
    ];
    for (const [url, headers] of lists) {
      for (const param of ['page', 'page_size']) {
        for (const v of ['99999999999999999999', '1e309', '2147483648', '-1e309', 'NaN']) {
          const sep = url.includes('?') ? '&' : '?';
          const r = await call('GET', `${url}${sep}${param}=${v}`, undefined, headers);
          expect400(r, 'validation_error', `${url} ${param}=${v}`);
          assert.ok(r.json().details?.some((d: { path: string }) => d.path === `/${param}`), r.body);
        }
      }
    }
    // in range still works, and page_size above 100 is still clamped
    const ok = await call('GET', '/api/v2/chats/?page=2147483647&page_size=2147483647');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().results.length, 0);
  });

  it('refuses search text PostgreSQL cannot take: NUL characters, and queries nested too deep', async () => {
    for (const url of ['/api/v2/search/', `/api/v2/chats/${chat.publicId}/search/`]) {
      expect400(await call('GET', `${url}?q=%00`), 'invalid_text', `${url} NUL`);
      expect400(await call('GET', `${url}?q=a%00b`), 'invalid_text', `${url} NUL inside`);
      // each dash negates the next word: 400 of them overflowed the tsquery stack
      expect400(await call('GET', `${url}?q=${'-'.repeat(400)}`), 'invalid_query', `${url} dashes`);
      expect400(await call('GET', `${url}?q=${encodeURIComponent('-'.repeat(200) + 'x')}`), 'invalid_query', `${url} dashes then a word`);
      const fine = await call('GET', `${url}?q=${encodeURIComponent('hello -world "a phrase" or x')}`);
      assert.equal(fine.statusCode, 200, fine.body);
    }
  });

  it('refuses a NUL character anywhere in the URL, and numbers too large for a double in paths and queries', async () => {
    for (const url of ['/api/v2/structs/?search=%00', '/api/v2/structs/a%00b/', `/api/v2/chats/x%00/attachments/`, '/api/v2/chats/?page=1%00']) {
      expect400(await call('GET', url), 'invalid_text', url);
    }
    for (const url of ['/api/v2/struct-versions/1e400/', `/api/v2/chats/${chat.publicId}/attachments/1e400/`, '/api/v2/structs/?page=1e400', '/api/v2/structs/x/tests/1e400/']) {
      expect400(await call('GET', url), 'validation_error', url);
    }
  });

  it('refuses NUL characters in a struct description, latest_proposals_json and the schema, on create and update', async () => {
    expect400(await call('POST', '/api/v2/structs/', { name: 'Nul', description: 'a\u0000b' }), 'invalid_text', 'create description');
    expect400(await call('POST', '/api/v2/structs/', { name: 'Nul', latest_proposals_json: { note: 'x\u0000y' } }), 'invalid_text', 'create proposals value');
    expect400(await call('POST', '/api/v2/structs/', { name: 'Nul', latest_proposals_json: { ['k\u0000']: 1 } }), 'invalid_text', 'create proposals key');
    const inSchema = await call('POST', '/api/v2/structs/', { name: 'Nul', schema_json: { type: 'object', properties: { a: { type: 'string', description: 'b\u0000' } } } });
    expect400(inSchema, 'invalid_text', 'a description inside the schema');
    assert.equal(inSchema.json().details[0].path, '/schema_json/properties/a/description');
    const c = await call('POST', '/api/v2/structs/', { name: 'Clean' });
    assert.equal(c.statusCode, 201, c.body);
    const slug = c.json().slug;
    const d = await call('PATCH', `/api/v2/structs/${slug}/`, { description: '\u0000' });
    expect400(d, 'invalid_text', 'update description');
    assert.deepEqual(d.json().details, [{ path: '/description', message: 'must not contain NUL characters' }]);
    const p = await call('PATCH', `/api/v2/structs/${slug}/`, { latest_proposals_json: ['ok', ['deep\u0000']] });
    expect400(p, 'invalid_text', 'update proposals');
    assert.deepEqual(p.json().details, [{ path: '/latest_proposals_json/1/0', message: 'must not contain NUL characters' }]);
    // the struct is unchanged
    assert.equal((await call('GET', `/api/v2/structs/${slug}/`)).json().description, '');
  });

  it('refuses ids beyond the integer range: sample_attachment_id and a schema test version', async () => {
    for (const v of [9007199254740992, 99999999999999999999, 1e300]) {
      expect400(await call('POST', '/api/v2/structs/', { name: 'Big', sample_attachment_id: v }), 'validation_error', `sample_attachment_id ${v}`);
    }
    const c = await call('POST', '/api/v2/structs/', { name: 'Tested' });
    const slug = c.json().slug;
    expect400(await call('PATCH', `/api/v2/structs/${slug}/`, { sample_attachment_id: 9007199254740993 }), 'validation_error', 'update sample_attachment_id');
    for (const v of [2147483648, 99999999999999999999]) {
      expect400(await call('POST', `/api/v2/structs/${slug}/tests/`, { attachment_ids: [att], version: v }), 'validation_error', `test version ${v}`);
    }
    for (const v of [9007199254740992, 99999999999999999999]) {
      expect400(await call('POST', `/api/v2/structs/${slug}/tests/`, { attachment_ids: [v], version: 'draft' }), 'validation_error', `test attachment ${v}`);
    }
    // an id inside the range that does not exist is an ordinary 404
    const missing = await call('POST', `/api/v2/structs/${slug}/tests/`, { attachment_ids: [att], version: 2147483647 });
    assert.equal(missing.statusCode, 404, missing.body);
    const big = await call('POST', '/api/v2/structs/', { name: 'Big', sample_attachment_id: 2147483648 });
    expect400(big, 'invalid_sample_attachment', 'a large id that is not an attachment');
    // raw JSON text: a literal too large for a double
    expect400(await call('POST', `/api/v2/structs/${slug}/tests/`, `{"attachment_ids":[1],"version":1e400}`), 'validation_error', 'test version 1e400');
  });

  it('refuses JSON nested 5,000 levels deep with a clear 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const r = await call('POST', '/api/v2/structs/', `{"name":"Deep","schema_json":{"type":"object"},"latest_proposals_json":${deep}}`);
    expect400(r, 'json_too_deep', 'deep proposals');
    const o2 = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect400(await call('POST', '/api/v2/structs/', `{"name":"Deep","annotations_json":${o2}}`), 'json_too_deep', 'deep annotations');
    const c = await call('POST', '/api/v2/structs/', { name: 'Shallow' });
    expect400(await call('PATCH', `/api/v2/structs/${c.json().slug}/`, `{"schema_json":${o2}}`), 'json_too_deep', 'deep update');
    // the service still answers afterwards
    assert.equal((await call('GET', '/api/v2/structs/')).statusCode, 200);
  });

  it('answers one error listing the accepted export formats', async () => {
    const r = await call('GET', `/api/v2/chats/${chat.publicId}/extraction/export/?format=xml`);
    expect400(r, 'invalid_format', 'format=xml');
    assert.match(r.json().message, /json, csv/);
    assert.deepEqual(r.json().details, [{ path: '/format', message: 'must be one of: json, csv, xlsx' }]);
    const ok = await call('GET', `/api/v2/chats/${chat.publicId}/extraction/export/?format=csv`);
    assert.equal(ok.statusCode, 200, ok.body);
  });

  it('creates an untitled chat from a POST without a body', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: o.auth });
    assert.equal(bare.statusCode, 201, bare.body);
    assert.equal(bare.json().title, '');
    // a JSON content type promises a JSON body: an empty one stays invalid_json, as on every route
    const empty = await t.app.inject({ method: 'POST', url: '/api/v2/chats/', headers: { ...o.auth, 'content-type': 'application/json' }, payload: '' });
    expect400(empty, 'invalid_json', 'empty JSON body');
    const titled = await call('POST', '/api/v2/chats/', { title: 'Named' });
    assert.equal(titled.json().title, 'Named');
    expect400(await call('POST', '/api/v2/chats/', '[]'), 'validation_error', 'array body');
  });
});
