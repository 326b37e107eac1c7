import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { creditsRepo } from '../../src/db/repositories/credits.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertChat, insertStruct, insertTextAttachment } from '../helpers/extraction-rows.js';
import { makeOrg } from '../helpers/factories.js';

const draft = { type: 'object', properties: { company: { type: 'string' }, total: { type: 'number' }, date: { type: 'string' } } };
const v1 = { type: 'object', properties: { company: { type: 'string' } } };

describe('schema tests', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeOrg>>;
  let b: Awaited<ReturnType<typeof makeOrg>>;
  let doc1: number;
  let doc2: number;
  let pending: number;
  let bDoc: number;

  const post = (slug: string, body: unknown, org = a) =>
    t.app.inject({ method: 'POST', url: `/api/v2/structs/${slug}/tests/`, headers: org.auth, payload: body as object });
  const balance = (orgId: number) => creditsRepo(t.db).balance(orgId);

  before(async () => {
    t = await createTestApp({ CREDITS_PER_PAGE: '2', SCHEMA_TEST_MAX_ATTACHMENTS: '3', CREDITS_INITIAL_GRANT: '0' });
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
    const blobs = createBlobStore(t.config);
    const chat = await insertChat(t.db, a.org.id);
    await insertStruct(t.db, { orgId: a.org.id, slug: 'receipt', schema: draft, versions: [{ schema: v1 }] });
    doc1 = await insertTextAttachment(t.db, blobs, { orgId: a.org.id, chatId: chat.id, text: 'Company: ACME\nTotal: 10.00\nDate: 2020-01-01', fileName: 'a.txt' });
    doc2 = await insertTextAttachment(t.db, blobs, { orgId: a.org.id, chatId: chat.id, text: 'Company: Globex\nTotal: 5', fileName: 'b.txt' });
    pending = await insertTextAttachment(t.db, blobs, { orgId: a.org.id, chatId: chat.id, text: 'Company: Later', status: 'pending', fileName: 'c.txt' });
    const bChat = await insertChat(t.db, b.org.id);
    await insertStruct(t.db, { orgId: b.org.id, slug: 'theirs', schema: draft });
    bDoc = await insertTextAttachment(t.db, blobs, { orgId: b.org.id, chatId: bChat.id, text: 'Company: Secret' });
    await t.db.transaction(async (tx) => {
      await creditsRepo(tx).grant(a.org.id, 100, 'test_grant');
      await creditsRepo(tx).grant(b.org.id, 100, 'test_grant');
    });
  });
  after(async () => {
    await t.close();
  });

  it('runs the draft with expected values, scores it and debits the credits once per attachment', async () => {
    const r = await post('receipt', {
      attachment_ids: [doc1, doc2],
      version: 'draft',
      expected: { [doc1]: { company: 'acme', total: '10', date: '2021-01-01' }, [doc2]: { company: 'Globex', total: 5, date: '2020-05-05' } },
    });
    assert.equal(r.statusCode, 201, r.body);
    const body = r.json();
    assert.equal(body.struct_slug, 'receipt');
    assert.equal(body.version, 'draft');
    assert.equal(body.struct_version_id, null);
    assert.equal(body.credits_spent, 4);
    const first = body.attachments.find((x: any) => x.attachment_id === doc1);
    const byPath = Object.fromEntries(first.fields.map((f: any) => [f.path, f]));
    assert.equal(byPath['/company'].match, 'correct');
    assert.equal(byPath['/company'].value, 'ACME');
    assert.ok(byPath['/company'].confidence > 0);
    assert.equal(byPath['/total'].match, 'correct');
    assert.equal(byPath['/date'].match, 'wrong');
    const second = body.attachments.find((x: any) => x.attachment_id === doc2);
    assert.equal(second.fields.find((f: any) => f.path === '/date').match, 'missing');
    assert.deepEqual(
      { correct: body.summary.correct, wrong: body.summary.wrong, missing: body.summary.missing, unexpected: body.summary.unexpected },
      { correct: 4, wrong: 1, missing: 1, unexpected: 0 },
    );
    assert.equal(body.summary.precision, 0.8);
    assert.equal(body.summary.recall, 0.6667);
    assert.deepEqual(body.per_field.map((p: any) => p.path).sort(), ['/company', '/date', '/total']);
    assert.equal(await balance(a.org.id), 96);
    const ledger = await t.db.query<{ idempotency_key: string; amount: number; reason: string }>(
      `SELECT idempotency_key, amount, reason FROM credit_ledger WHERE org_id = $1 AND kind = 'debit' ORDER BY id`,
      [a.org.id],
    );
    assert.deepEqual(ledger.rows, [
      { idempotency_key: `schema_test:${body.id}:${doc1}`, amount: -2, reason: 'schema_test' },
      { idempotency_key: `schema_test:${body.id}:${doc2}`, amount: -2, reason: 'schema_test' },
    ]);
    const again = await t.app.inject({ method: 'GET', url: `/api/v2/structs/receipt/tests/${body.id}/`, headers: a.auth });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), body);
    const cross = await t.app.inject({ method: 'GET', url: `/api/v2/structs/receipt/tests/${body.id}/`, headers: b.auth });
    assert.equal(cross.statusCode, 404);
  });

  it('runs a published version by number; values without expectations have no match', async () => {
    const r = await post('receipt', { attachment_ids: [doc1], version: 1 });
    assert.equal(r.statusCode, 201, r.body);
    const body = r.json();
    assert.equal(body.version, 1);
    assert.equal(typeof body.struct_version_id, 'number');
    assert.deepEqual(body.attachments[0].data, { company: 'ACME' });
    assert.equal(body.attachments[0].fields[0].match, null);
    assert.equal(body.summary.precision, null);
    const unknown = await post('receipt', { attachment_ids: [doc1], version: 9 });
    assert.equal(unknown.statusCode, 404);
  });

  it('refuses attachments that have not completed, unknown ones and those of another organisation, without debiting', async () => {
    const before = await balance(a.org.id);
    const p = await post('receipt', { attachment_ids: [doc1, pending], version: 'draft' });
    assert.equal(p.statusCode, 409);
    assert.equal(p.json().code, 'attachment_not_completed');
    const cross = await post('receipt', { attachment_ids: [bDoc], version: 'draft' });
    const unknown = await post('receipt', { attachment_ids: [999999], version: 'draft' });
    assert.equal(cross.statusCode, 404);
    assert.deepEqual(cross.json(), unknown.json());
    assert.equal(await balance(a.org.id), before);
  });

  it("answers 404 for another organisation's struct, the same as an unknown slug", async () => {
    const cross = await post('theirs', { attachment_ids: [doc1], version: 'draft' });
    const unknown = await post('nope', { attachment_ids: [doc1], version: 'draft' });
    assert.equal(cross.statusCode, 404);
    assert.deepEqual(cross.json(), unknown.json());
  });

  it('validates the body: version, cap, expected ids', async () => {
    assert.equal((await post('receipt', { attachment_ids: [doc1], version: 'latest' })).statusCode, 400);
    assert.equal((await post('receipt', { attachment_ids: [], version: 'draft' })).statusCode, 400);
    const capped = await post('receipt', { attachment_ids: [1, 2, 3, 4], version: 'draft' });
    assert.equal(capped.statusCode, 400);
    const stray = await post('receipt', { attachment_ids: [doc1], version: 'draft', expected: { [doc2]: { company: 'x' } } });
    assert.equal(stray.statusCode, 400);
    assert.equal(stray.json().details[0].path, `/expected/${doc2}`);
  });

  it('answers 402 insufficient_credits and spends nothing when the balance is short', async () => {
    await t.db.query(`UPDATE organisations SET credit_balance = 3 WHERE id = $1`, [a.org.id]);
    const tests = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schema_tests WHERE org_id = $1`, [a.org.id]);
    const r = await post('receipt', { attachment_ids: [doc1, doc2], version: 'draft' });
    assert.equal(r.statusCode, 402);
    assert.equal(r.json().code, 'insufficient_credits');
    assert.equal(await balance(a.org.id), 3);
    const after = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schema_tests WHERE org_id = $1`, [a.org.id]);
    assert.equal(after.rows[0].n, tests.rows[0].n);
    const one = await post('receipt', { attachment_ids: [doc1], version: 'draft' });
    assert.equal(one.statusCode, 201);
    assert.equal(await balance(a.org.id), 1);
  });
});
