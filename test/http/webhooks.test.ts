import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { waitFor } from '../helpers/attachments.js';
import { addMember, openSession, quickOrg } from '../helpers/auth.js';
import { filesForm, makeChat, makePdf, uploadForm } from '../helpers/uploads.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

type Org = Awaited<ReturnType<typeof quickOrg>>;

describe('webhooks: endpoints, signed durable deliveries, retries, redelivery, disabling; notifications', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

  before(async () => {
    t = await createTestApp(
      {
        WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.0/8',
        WEBHOOK_RETRY_LIMIT: '2',
        WEBHOOK_RETRY_DELAY_SECONDS: '1',
        WEBHOOK_DISABLE_AFTER_FAILURES: '2',
        WEBHOOK_TIMEOUT_MS: '3000',
        JOB_RETRY_LIMIT: '0',
      },
      { workers: true },
    );
    a = await quickOrg(t.services);
    b = await quickOrg(t.services);
  });
  after(async () => {
    await t?.close();
    for (const r of receivers) await r.close();
  });

  const call = (o: { auth: Record<string, string> } | Record<string, string>, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: 'auth' in o ? (o.auth as Record<string, string>) : (o as Record<string, string>), ...(payload ? { payload } : {}) });

  async function receiver(opts: Parameters<typeof startReceiver>[0] = {}) {
    const r = await startReceiver(opts);
    receivers.push(r);
    return r;
  }

  async function endpoint(o: Org, url: string, event_types?: string[]) {
    const r = await call(o, 'POST', '/api/v2/webhooks/', { url, ...(event_types ? { event_types } : {}) });
    assert.equal(r.statusCode, 201, r.body);
    return r.json() as { id: number; secret: string };
  }

  const deliveryDone = (o: Org, endpointId: number, deliveryId: number) =>
    waitFor(async () => {
      const d = (await call(o, 'GET', `/api/v2/webhooks/${endpointId}/deliveries/${deliveryId}/`)).json();
      return d.status !== 'pending' ? d : null;
    }, `delivery ${deliveryId}`, 20000);

  it('creates, lists, reads, updates, rotates and deletes endpoints; the secret is shown only on create and rotate', async () => {
    const rcv = await receiver();
    const c = await call(a, 'POST', '/api/v2/webhooks/', { url: rcv.url, description: 'ERP', event_types: ['attachment.completed'] });
    assert.equal(c.statusCode, 201, c.body);
    const created = c.json();
    assert.match(created.secret, /^whsec_[A-Za-z0-9+/=]{40,}$/);
    assert.deepEqual(created.event_types, ['attachment.completed']);
    assert.equal(created.enabled, true);
    const got = await call(a, 'GET', `/api/v2/webhooks/${created.id}/`);
    assert.equal(got.statusCode, 200);
    assert.equal(got.json().secret, undefined);
    const list = await call(a, 'GET', '/api/v2/webhooks/?page_size=1');
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().results.length, 1);
    assert.ok(!JSON.stringify(list.json()).includes(created.secret));
    const all = await call(a, 'POST', '/api/v2/webhooks/', { url: rcv.url });
    assert.deepEqual(all.json().event_types, ['attachment.completed', 'attachment.failed', 'batch.completed', 'extraction.reviewed']);
    const up = await call(a, 'PATCH', `/api/v2/webhooks/${created.id}/`, { description: 'ERP 2', event_types: ['attachment.failed', 'extraction.reviewed'], enabled: false });
    assert.equal(up.statusCode, 200, up.body);
    assert.equal(up.json().description, 'ERP 2');
    assert.equal(up.json().enabled, false);
    assert.equal(up.json().disabled_reason, 'disabled by a user');
    const rot = await call(a, 'POST', `/api/v2/webhooks/${created.id}/rotate-secret/`);
    assert.equal(rot.statusCode, 200);
    assert.match(rot.json().secret, /^whsec_/);
    assert.notEqual(rot.json().secret, created.secret);
    assert.equal((await call(a, 'DELETE', `/api/v2/webhooks/${created.id}/`)).statusCode, 204);
    assert.equal((await call(a, 'GET', `/api/v2/webhooks/${created.id}/`)).statusCode, 404);
    assert.equal((await call(a, 'PATCH', `/api/v2/webhooks/${all.json().id}/`, { event_types: ['nope'] })).statusCode, 400);
    assert.equal((await call(a, 'DELETE', `/api/v2/webhooks/${all.json().id}/`)).statusCode, 204);
  });

  it('refuses private, link-local, non-allowed loopback and non-http targets at create and update', async () => {
    for (const url of ['http://10.0.0.1/x', 'http://169.254.169.254/latest', 'http://[::1]:9/x', 'http://192.168.1.1/', 'http://[::ffff:10.0.0.1]/', 'http://0.0.0.0:80/']) {
      const r = await call(a, 'POST', '/api/v2/webhooks/', { url });
      assert.equal(r.statusCode, 400, url);
      assert.equal(r.json().code, 'webhook_target_forbidden', url);
    }
    for (const url of ['ftp://127.0.0.1/', 'https://user:pw@127.0.0.1/', 'not a url', 'http://does-not-resolve.invalid/']) {
      const r = await call(a, 'POST', '/api/v2/webhooks/', { url });
      assert.equal(r.statusCode, 400, url);
      assert.equal(r.json().code, 'invalid_webhook_url', url);
    }
    const rcv = await receiver();
    const e = await endpoint(a, rcv.url);
    const r = await call(a, 'PATCH', `/api/v2/webhooks/${e.id}/`, { url: 'http://172.16.0.1/' });
    assert.equal(r.json().code, 'webhook_target_forbidden');
  });

  it("answers 404 for another organisation's endpoints and deliveries, 403 for a member, 401 without a credential", async () => {
    const rcv = await receiver();
    const e = await endpoint(a, rcv.url);
    const ping = await call(a, 'POST', `/api/v2/webhooks/${e.id}/test/`);
    assert.equal(ping.statusCode, 202, ping.body);
    const d = await deliveryDone(a, e.id, ping.json().id);
    const unknown = (await call(b, "GET", "/api/v2/webhooks/999999999/")).json() as Record<string, unknown>;
    for (const [m, url, body] of [
      ['GET', `/api/v2/webhooks/${e.id}/`],
      ['PATCH', `/api/v2/webhooks/${e.id}/`, { description: 'x' }],
      ['DELETE', `/api/v2/webhooks/${e.id}/`],
      ['POST', `/api/v2/webhooks/${e.id}/rotate-secret/`],
      ['POST', `/api/v2/webhooks/${e.id}/test/`],
      ['GET', `/api/v2/webhooks/${e.id}/deliveries/`],
      ['GET', `/api/v2/webhooks/${e.id}/deliveries/${d.id}/`],
      ['POST', `/api/v2/webhooks/${e.id}/deliveries/${d.id}/redeliver/`],
    ] as [string, string, object?][]) {
      const r = await call(b, m, url, body);
      assert.equal(r.statusCode, 404, `${m} ${url}`);
      assert.deepEqual({ ...(r.json() as object), message: '' }, { ...unknown, message: '' });
    }
    assert.equal((await call(b, 'GET', '/api/v2/webhooks/')).json().count, 0);
    assert.equal((await call(a, 'GET', `/api/v2/webhooks/${e.id}/`)).statusCode, 200, 'nothing changed');
    const member = await addMember(t.services, a.org.slug, 'member');
    const s = await openSession(t.db, member.id, a.org.id);
    assert.equal((await call(s.headers, 'GET', '/api/v2/webhooks/')).statusCode, 403);
    const owner = await openSession(t.db, a.user.id, a.org.id);
    assert.equal((await call(owner.headers, 'GET', '/api/v2/webhooks/')).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v2/webhooks/' })).statusCode, 401);
  });

  it('delivers attachment.completed and attachment.failed signed to a real receiver, and notifies the uploader', async () => {
    const o = await quickOrg(t.services);
    const rcv = await receiver();
    const e = await endpoint(o, rcv.url, ['attachment.completed', 'attachment.failed']);
    rcv.state.secret = e.secret;
    const other = await receiver();
    await endpoint(o, other.url, ['extraction.reviewed']);
    const s = await openSession(t.db, o.user.id, o.org.id);
    const chat = await makeChat(t, o.auth);
    const up = await uploadForm(t, s.headers, chat, [
      { name: 'good.pdf', bytes: makePdf('webhook delivery check') },
      { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> garbage without xref or pages\n') },
    ]);
    assert.equal(up.statusCode, 201, up.body);
    const [good, broken] = up.json().created as { id: number }[];
    await waitFor(async () => rcv.received.length >= 2 || null, 'two deliveries', 30000);
    const msgs = rcv.received.map((m) => ({ ...m, json: JSON.parse(m.body) }));
    for (const m of msgs) {
      assert.equal(m.verified, true, 'signature verifies under the endpoint secret');
      assert.match(m.headers['webhook-id'], /^msg_/);
      assert.match(m.headers['webhook-timestamp'], /^\d+$/);
      assert.match(m.headers['webhook-signature'], /^v1,[A-Za-z0-9+/=]+$/);
      assert.equal(m.headers['content-type'], 'application/json');
    }
    const done = msgs.find((m) => m.json.type === 'attachment.completed')!;
    assert.equal(done.json.data.attachment.id, good.id);
    assert.equal(done.json.data.attachment.chat_id, chat);
    assert.equal(done.json.data.attachment.batch_id, null);
    assert.equal(done.json.data.attachment.processing_status, 'completed');
    const failed = msgs.find((m) => m.json.type === 'attachment.failed')!;
    assert.equal(failed.json.data.attachment.id, broken.id);
    assert.ok(failed.json.data.attachment.processing_stage.length > 0);
    assert.equal(other.received.length, 0, 'an endpoint not subscribed gets nothing');

    // the receiver may answer before the attempt is recorded
    const log = await waitFor(async () => {
      const l = (await call(o, 'GET', `/api/v2/webhooks/${e.id}/deliveries/`)).json();
      return l.results.every((d: { status: string }) => d.status !== 'pending') ? l : null;
    }, 'deliveries recorded', 10000);
    assert.equal(log.count, 2);
    for (const d of log.results) {
      assert.equal(d.status, 'succeeded');
      assert.equal(d.last_response_code, 204);
      assert.equal(d.attempts, 1);
    }

    const n = await call(s.headers, 'GET', '/api/v2/notifications/?unread=true');
    assert.equal(n.statusCode, 200, n.body);
    const kinds = n.json().results.map((x: { kind: string }) => x.kind).sort();
    assert.deepEqual(kinds, ['attachment.completed', 'attachment.failed']);
    const note = n.json().results.find((x: { kind: string }) => x.kind === 'attachment.completed');
    assert.equal(note.data.attachment.id, good.id);
    assert.match(note.message, /good\.pdf/);
    const read = await call(s.headers, 'POST', `/api/v2/notifications/${note.id}/read/`);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().is_read, true);
    assert.equal((await call(s.headers, 'GET', '/api/v2/notifications/?unread=true')).json().count, 1);
    assert.equal((await call(o, 'GET', '/api/v2/notifications/')).statusCode, 403, 'an API key is still refused');
    const otherUser = await openSession(t.db, (await addMember(t.services, o.org.slug, 'member')).id, o.org.id);
    assert.equal((await call(otherUser.headers, 'GET', '/api/v2/notifications/')).json().count, 0, 'only the uploader is notified');
  });

  it('delivers the end of a document uploaded with an API key (nobody to notify) to exactly the enabled endpoints subscribed to it', async () => {
    const o = await quickOrg(t.services);
    const forDone = await receiver();
    const forFailed = await receiver();
    const forBoth = await receiver();
    const off = await receiver();
    const ids: number[] = [];
    for (const [r, types] of [[forDone, ['attachment.completed']], [forFailed, ['attachment.failed']], [forBoth, ['attachment.completed', 'attachment.failed']], [off, ['attachment.completed', 'attachment.failed']]] as const) {
      const e = await endpoint(o, r.url, [...types]);
      r.state.secret = e.secret;
      ids.push(e.id);
    }
    assert.equal((await call(o, 'PATCH', `/api/v2/webhooks/${ids[3]}/`, { enabled: false })).statusCode, 200);
    await endpoint(b, forBoth.url, ['attachment.completed', 'attachment.failed']); // another organisation's endpoint hears nothing of o
    const chat = await makeChat(t, o.auth);
    const up = await uploadForm(t, o.auth, chat, [
      { name: 'key-good.pdf', bytes: makePdf('webhook delivery by key') },
      { name: 'key-broken.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> garbage without xref or pages\n') },
    ]);
    assert.equal(up.statusCode, 201, up.body);
    const [good, broken] = up.json().created as { id: number }[];
    await waitFor(async () => (forDone.received.length >= 1 && forFailed.received.length >= 1 && forBoth.received.length >= 2) || null, 'deliveries', 30000);
    await new Promise((r) => setTimeout(r, 300));
    const seen = (r: typeof forDone) => r.received.map((m) => JSON.parse(m.body) as { type: string; data: { attachment: { id: number } } }).map((m) => `${m.type} ${m.data.attachment.id}`).sort();
    assert.deepEqual(seen(forDone), [`attachment.completed ${good.id}`]);
    assert.deepEqual(seen(forFailed), [`attachment.failed ${broken.id}`]);
    assert.deepEqual(seen(forBoth), [`attachment.completed ${good.id}`, `attachment.failed ${broken.id}`]);
    assert.ok(forBoth.received.every((m) => m.verified));
    assert.equal(off.received.length, 0, 'a disabled endpoint gets nothing');
  });

  it('retries a failing receiver with backoff until it answers, then redelivers by hand with the same webhook-id', async () => {
    const rcv = await receiver({ failFirst: 2 });
    const e = await endpoint(a, rcv.url);
    rcv.state.secret = e.secret;
    const ping = await call(a, 'POST', `/api/v2/webhooks/${e.id}/test/`);
    assert.equal(ping.statusCode, 202);
    assert.equal(ping.json().status, 'pending');
    const d = await deliveryDone(a, e.id, ping.json().id);
    assert.equal(d.status, 'succeeded');
    assert.equal(d.attempts, 3);
    assert.equal(d.last_response_code, 204);
    assert.equal(d.payload.type, 'webhook.ping');
    assert.deepEqual(rcv.received.map((m) => m.answered), [500, 500, 204]);
    assert.ok(rcv.received.every((m) => m.verified && m.headers['webhook-id'] === d.message_id));

    const again = await call(a, 'POST', `/api/v2/webhooks/${e.id}/deliveries/${d.id}/redeliver/`);
    assert.equal(again.statusCode, 202, again.body);
    assert.equal(again.json().redelivery_of, d.id);
    const d2 = await deliveryDone(a, e.id, again.json().id);
    assert.equal(d2.status, 'succeeded');
    assert.equal(d2.message_id, d.message_id);
    assert.equal(rcv.received.length, 4);
    assert.equal(rcv.received[3].body, rcv.received[2].body, 'the same body is sent again');
    assert.equal(rcv.received[3].verified, true);
    const ep = (await call(a, 'GET', `/api/v2/webhooks/${e.id}/`)).json();
    assert.equal(ep.consecutive_failures, 0);
  });

  it('does not follow redirects, and disables an endpoint after the documented run of failed deliveries', async () => {
    const rcv = await receiver({ alwaysFail: true, failStatus: 302 });
    const e = await endpoint(a, rcv.url);
    const first = await call(a, 'POST', `/api/v2/webhooks/${e.id}/test/`);
    const d1 = await deliveryDone(a, e.id, first.json().id);
    assert.equal(d1.status, 'failed');
    assert.equal(d1.attempts, 3, 'one attempt and WEBHOOK_RETRY_LIMIT retries');
    assert.equal(d1.last_response_code, 302);
    assert.match(d1.last_error, /^redirect_not_followed/);
    assert.equal(rcv.received.length, 3, 'the redirect target was never asked');
    assert.equal((await call(a, 'GET', `/api/v2/webhooks/${e.id}/`)).json().consecutive_failures, 1);
    const second = await call(a, 'POST', `/api/v2/webhooks/${e.id}/test/`);
    await deliveryDone(a, e.id, second.json().id);
    const ep = (await call(a, 'GET', `/api/v2/webhooks/${e.id}/`)).json();
    assert.equal(ep.enabled, false);
    assert.equal(ep.disabled_reason, 'disabled after 2 failed deliveries in a row');
    const r = await call(a, 'POST', `/api/v2/webhooks/${e.id}/deliveries/${d1.id}/redeliver/`);
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().code, 'webhook_endpoint_disabled');
    const on = await call(a, 'PATCH', `/api/v2/webhooks/${e.id}/`, { enabled: true });
    assert.equal(on.json().enabled, true);
    assert.equal(on.json().consecutive_failures, 0);
    assert.equal(on.json().disabled_reason, null);
  });

  it('delivers extraction.reviewed after a review of the extraction result', async () => {
    const o = await quickOrg(t.services);
    const rcv = await receiver();
    const e = await endpoint(o, rcv.url, ['extraction.reviewed']);
    rcv.state.secret = e.secret;
    const st = await t.db.query<{ id: number }>(`INSERT INTO structs (org_id, slug, name, status) VALUES ($1, 'memo', 'Memo', 'active') RETURNING id`, [o.org.id]);
    const schema = { type: 'object', properties: { title: { type: 'string' } } };
    const v = await t.db.query<{ id: number }>(
      `INSERT INTO struct_versions (struct_id, org_id, version_number, schema_json, annotations_json, draft_revision) VALUES ($1, $2, 1, $3, '{}', 1) RETURNING id`,
      [st.rows[0].id, o.org.id, JSON.stringify(schema)],
    );
    const chat = await makeChat(t, o.auth);
    const up = await uploadForm(t, o.auth, chat, [{ name: 'memo.pdf', bytes: makePdf('Title: quarterly memo') }], { struct_version_id: String(v.rows[0].id) });
    assert.equal(up.statusCode, 201, up.body);
    const id = up.json().created[0].id;
    const url = `/api/v2/chats/${chat}/attachments/${id}/extraction/`;
    await waitFor(async () => (await call(o, 'GET', url)).statusCode === 200 || null, 'extraction result', 30000);
    const r = await call(o, 'POST', `${url}review/`, { fields: [{ path: '/title', value: 'Quarterly memo' }] });
    assert.equal(r.statusCode, 200, r.body);
    await waitFor(async () => rcv.received.length >= 1 || null, 'extraction.reviewed delivery', 20000);
    const m = JSON.parse(rcv.received[0].body);
    assert.equal(m.type, 'extraction.reviewed');
    assert.equal(m.data.attachment.id, id);
    assert.equal(m.data.reviewed_by_user_id, null, 'reviewed with the API key');
    assert.equal(rcv.received[0].verified, true);
  });

  it('delivers batch.completed signed when a batch finishes, and notifies the user who created it', async () => {
    const o = await quickOrg(t.services);
    const rcv = await receiver();
    const e = await endpoint(o, rcv.url, ['batch.completed']);
    rcv.state.secret = e.secret;
    const other = await receiver();
    await endpoint(o, other.url, ['extraction.reviewed']);
    const docs = await receiver();
    await endpoint(o, docs.url, ['attachment.completed', 'attachment.failed']);
    const s = await openSession(t.db, o.user.id, o.org.id);
    const body = filesForm([
      { name: 'one.pdf', bytes: makePdf('batch webhook one') },
      { name: 'two.pdf', bytes: makePdf('batch webhook two') },
    ], { name: 'Scans' });
    const up = await t.app.inject({ method: 'POST', url: '/api/v2/batches/', headers: { ...s.headers, ...body.headers }, payload: body.payload });
    assert.equal(up.statusCode, 201, up.body);
    const batchId = up.json().batch.id as number;
    await waitFor(async () => rcv.received.length >= 1 || null, 'batch.completed delivery', 30000);
    const m = rcv.received[0];
    assert.equal(m.verified, true, 'signature verifies under the endpoint secret');
    assert.match(m.headers['webhook-id'], /^msg_/);
    const msg = JSON.parse(m.body);
    assert.equal(msg.type, 'batch.completed');
    assert.equal(msg.data.batch.id, batchId);
    assert.equal(msg.data.batch.name, 'Scans');
    assert.equal(msg.data.batch.document_count, 2);
    assert.equal(msg.data.batch.counts.completed + msg.data.batch.counts.failed, 2);
    assert.ok(msg.data.batch.completed_at);
    const detail = (await call(o, 'GET', `/api/v2/batches/${batchId}/`)).json();
    assert.equal(detail.status, 'completed');
    const log = await waitFor(async () => {
      const l = (await call(o, 'GET', `/api/v2/webhooks/${e.id}/deliveries/`)).json();
      return l.results.every((d: { status: string }) => d.status !== 'pending') ? l : null;
    }, 'delivery recorded', 10000);
    assert.equal(log.count, 1, 'published once per batch');
    assert.equal(log.results[0].event_type, 'batch.completed');
    assert.equal(log.results[0].status, 'succeeded');
    assert.equal(other.received.length, 0, 'an endpoint not subscribed gets nothing');
    await waitFor(async () => docs.received.length >= 2 || null, 'attachment deliveries', 20000);
    for (const d of docs.received) {
      const a = JSON.parse(d.body).data.attachment;
      assert.equal(a.chat_id, null, 'the hidden chat of a batch is not named');
      assert.equal(a.batch_id, batchId);
    }

    const n = (await call(s.headers, 'GET', '/api/v2/notifications/')).json();
    const notes = n.results.filter((x: { kind: string }) => x.kind === 'batch.completed');
    assert.equal(notes.length, 1);
    assert.equal(notes[0].data.batch.id, batchId);
    assert.match(notes[0].message, /Scans/);
    assert.equal(notes[0].is_read, false);
    const member = await openSession(t.db, (await addMember(t.services, o.org.slug, 'member')).id, o.org.id);
    const seen = (await call(member.headers, 'GET', '/api/v2/notifications/')).json().results;
    assert.ok(!seen.some((x: { kind: string }) => x.kind === 'batch.completed'), 'only the creator is notified');
  });

  it('checks the target again at delivery time: a stored private address is never connected to', async () => {
    const rcv = await receiver();
    const e = await endpoint(a, rcv.url);
    await t.db.query(`UPDATE webhook_endpoints SET url = 'http://10.255.255.1:9/hook' WHERE id = $1`, [e.id]);
    const ping = await call(a, 'POST', `/api/v2/webhooks/${e.id}/test/`);
    const d = await deliveryDone(a, e.id, ping.json().id);
    assert.equal(d.status, 'failed');
    assert.equal(d.last_response_code, null);
    assert.match(d.last_error, /^target_refused/);
  });
});
