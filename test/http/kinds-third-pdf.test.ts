import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { waitDone } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { NOT_YET, pagesPdf, partOf, THIRD_SCHEMAS } from '../helpers/kinds-third.js';
import { THIRD_A } from '../helpers/kinds-third-a.js';
import { makeChat, uploadJson } from '../helpers/uploads.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

// Two invoices of the third probe round (a US one with sales tax, a Swiss one in CHF), generated as digital PDFs and read through the service.
const PICKED = THIRD_A.filter((d) => /^(US|Swiss) invoice/.test(d.name));

describe('extraction of invoices from other countries from generated PDFs through the API', () => {
  let t: TestApp;
  let o: Org;
  let chat: string;
  const versions = new Map<string, number>();

  before(async () => {
    assert.equal(PICKED.length, 2);
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '50' }, { workers: true });
    o = await makeOrg(t.services, { digitalUploads: true });
    chat = await makeChat(t, o.auth);
    for (const kind of new Set(PICKED.map((d) => d.schema))) {
      const s = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: o.auth, payload: { name: kind, schema_json: THIRD_SCHEMAS[kind] } });
      assert.equal(s.statusCode, 201, s.body);
      const pub = await t.app.inject({ method: 'POST', url: `/api/v2/structs/${s.json().slug}/publish/`, headers: o.auth });
      assert.equal(pub.statusCode, 200, pub.body);
      versions.set(kind, pub.json().current_version.id);
    }
  });
  after(async () => {
    await t.close();
  });

  for (const doc of PICKED) {
    it(`reads the ${doc.name} with every value cited`, async () => {
      const up = await uploadJson(t, o.auth, chat, [{ name: `${doc.schema}-${doc.lang}.pdf`, bytes: pagesPdf(doc) }], { struct_version_id: versions.get(doc.schema) });
      assert.equal(up.statusCode, 201, up.body);
      const id = up.json().created[0].id;
      const s = await waitDone(t.db, id);
      assert.equal(s.processing_status, 'completed', s.processing_stage);
      const r = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${id}/extraction/`, headers: o.auth });
      assert.equal(r.statusCode, 200, r.body);
      const body = r.json();
      assert.equal(body.extractor, 'deterministic');
      for (const [name, want] of Object.entries(doc.expected)) {
        if (NOT_YET[`${doc.name}/${name}`]) assert.ok(partOf(body.data[name], want), `${name} read as ${JSON.stringify(body.data[name])}`);
        else assert.deepEqual(body.data[name], want, name);
      }
      assert.deepEqual(Object.keys(body.data).filter((k) => !(k in doc.expected)), []);
      for (const f of body.fields) assert.ok(f.citations.length && f.citations[0].page === 1 && f.citations[0].text, JSON.stringify(f));
    });
  }
});
