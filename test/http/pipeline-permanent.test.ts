import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, eventsOf, makeChat, waitDone } from '../helpers/attachments.js';
import { insertStruct } from '../helpers/extraction-rows.js';
import { makeOrg } from '../helpers/factories.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

// A permanent extraction failure raised by the real extraction stage, run by the queue workers.
describe('permanent extraction failures in the pipeline', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;

  before(async () => {
    t = await createTestApp({ JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1', CREDITS_INITIAL_GRANT: '50' }, { workers: true });
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  it('fails at once with the extraction code in processing_stage when the pinned version is not found', async () => {
    const schema = { type: 'object', properties: { company: { type: 'string' } } };
    // a version the attachment's organisation cannot see: the stage finds no version to extract with
    const theirs = await insertStruct(t.db, { orgId: b.org.id, slug: 'theirs', schema, versions: [{ schema }] });
    const chat = await makeChat(t.db, a.org.id);
    const id = await addAttachment(t, { orgId: a.org.id, chatId: chat.id, fileName: 'inv.txt', bytes: 'Company: Initech', structVersionId: theirs.versionIds[0] });
    const s = await waitDone(t.db, id, 20000);
    assert.equal(s.processing_status, 'failed');
    assert.match(s.processing_stage, /^struct_version_not_found: /);
    assert.equal(s.processing_run, 1, 'not retried');
    const stages = (await eventsOf(t.db, id)).map((e) => e.processing_stage);
    assert.ok(!stages.some((x) => x.startsWith('retrying')), stages.join(' | '));
    const r = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.publicId}/attachments/${id}/`, headers: a.auth });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().processing_status, 'failed');
    assert.match(r.json().processing_stage, /^struct_version_not_found: /);
  });
});
