import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makeExpensesXlsx, makeInvoiceDocx } from '../helpers/recognise-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { waitDone } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, uploadJson } from '../helpers/uploads.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

// Office files uploaded and processed by the real pipeline: their values are cited as written.
describe('extraction from Office files', () => {
  let t: TestApp;
  let o: Org;
  let chat: string;
  let versionId: number;

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '50' }, { workers: true });
    o = await makeOrg(t.services, { digitalUploads: true });
    chat = await makeChat(t, o.auth);
    const schema = { type: 'object', properties: { total: { type: 'number', title: 'Total' } } };
    const s = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: o.auth, payload: { name: 'Totals', schema_json: schema } });
    assert.equal(s.statusCode, 201, s.body);
    const pub = await t.app.inject({ method: 'POST', url: `/api/v2/structs/${s.json().slug}/publish/`, headers: o.auth });
    assert.equal(pub.statusCode, 200, pub.body);
    versionId = pub.json().current_version.id;
  });
  after(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: o.auth });

  for (const [name, bytes, value, written] of [
    ['invoice.docx', makeInvoiceDocx(), 23, '23.00'],
    ['expenses.xlsx', makeExpensesXlsx(), 42.5, '42.5'],
  ] as const) {
    it(`cites the total of ${name} with the text as written`, async () => {
      const up = await uploadJson(t, o.auth, chat, [{ name, bytes: Buffer.from(bytes) }], { struct_version_id: versionId });
      assert.equal(up.statusCode, 201, up.body);
      const id = up.json().created[0].id;
      const s = await waitDone(t.db, id);
      assert.equal(s.processing_status, 'completed', s.processing_stage);
      const r = await get(`/api/v2/chats/${chat}/attachments/${id}/extraction/`);
      assert.equal(r.statusCode, 200, r.body);
      const f = r.json().fields.find((x: { path: string }) => x.path === '/total');
      assert.ok(f, r.body);
      assert.equal(f.value, value);
      assert.deepEqual(f.citations.map((c: { text: string }) => c.text), [written]);
    });
  }

  it("reads a spreadsheet's values from the cells under their column headers, never the sheet name and header as a company", async () => {
    const schema = { type: 'object', properties: { company: { type: 'string' }, date: { type: 'string', format: 'date' }, total: { type: 'number' } } };
    const s = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: o.auth, payload: { name: 'Expense', schema_json: schema } });
    assert.equal(s.statusCode, 201, s.body);
    const pub = await t.app.inject({ method: 'POST', url: `/api/v2/structs/${s.json().slug}/publish/`, headers: o.auth });
    // a chat of its own: the same sheet is uploaded by the other tests
    const own = await makeChat(t, o.auth);
    const up = await uploadJson(t, o.auth, own, [{ name: 'expense-sheet.xlsx', bytes: Buffer.from(makeExpensesXlsx()) }], { struct_version_id: pub.json().current_version.id });
    assert.equal(up.statusCode, 201, up.body);
    const id = up.json().created[0].id;
    assert.equal((await waitDone(t.db, id)).processing_status, 'completed');
    const r = (await get(`/api/v2/chats/${own}/attachments/${id}/extraction/`)).json();
    assert.deepEqual(r.data, { company: 'Initech', date: '2024-03-01', total: 42.5 });
    assert.equal(r.fields.find((x: { path: string }) => x.path === '/company').citations[0].text, 'Initech');
  });

  it('serves a sheet as its name, its title and one line per cell', async () => {
    const up = await uploadJson(t, o.auth, chat, [{ name: 'sheet.xlsx', bytes: Buffer.from(makeExpensesXlsx()) }]);
    const id = up.json().created[0].id;
    assert.equal((await waitDone(t.db, id)).processing_status, 'completed');
    const r = await get(`/api/v2/chats/${chat}/attachments/${id}/pages/`);
    assert.equal(r.statusCode, 200, r.body);
    const page = r.json().results[0];
    assert.deepEqual(page.lines.map((l: { text: string }) => l.text), ['Expenses', 'March expenses', 'Company', 'Date', 'Total', 'Initech', '2024-03-01', '42.5']);
    assert.deepEqual(page.tables[0].rows, [['Company', 'Date', 'Total'], ['Initech', '2024-03-01', '42.5']]);
    // served lines carry their words, placed on the layout's grid
    const total = page.lines.find((l: { text: string }) => l.text === '42.5');
    assert.deepEqual(total.words.map((w: { text: string }) => w.text), ['42.5']);
    assert.deepEqual(total.words[0].bbox, total.bbox);
  });
});
