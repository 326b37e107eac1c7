import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide } from './decide.js';
import { rankStructs, type StructProfileInput } from './score.js';

const invoice: StructProfileInput = {
  structVersionId: 1,
  slug: 'invoice',
  name: 'Invoice',
  description: 'A supplier invoice with invoice number, due date and total amount',
  schema: { type: 'object', properties: { invoice_number: { type: 'string' }, due_date: { type: 'string', format: 'date' }, total: { type: 'number' } } },
  learnedLabels: [],
  learnedIssuers: [],
};
const lease: StructProfileInput = {
  structVersionId: 2,
  slug: 'lease',
  name: 'Lease agreement',
  description: 'A residential lease between landlord and tenant: monthly rent, deposit and lease term',
  schema: { type: 'object', properties: { landlord: { type: 'string' }, tenant: { type: 'string' }, monthly_rent: { type: 'number' } } },
  learnedLabels: [],
  learnedIssuers: [],
};

describe('deterministic classification', () => {
  it('ranks the struct whose vocabulary the document uses first, with reasons', () => {
    const r = rankStructs('INVOICE\nInvoice number: 4711\nDue date: 2024-04-01\nTotal: 99.00', [lease, invoice]);
    assert.equal(r[0].slug, 'invoice');
    assert.ok(r[0].score > r[1].score);
    assert.ok(r[0].reasons.some((x) => x.includes('invoice')));
    const l = rankStructs('LEASE AGREEMENT between the landlord and the tenant. Monthly rent 900, deposit 1800.', [invoice, lease]);
    assert.equal(l[0].slug, 'lease');
  });

  it('is deterministic and ends below the threshold when nothing fits', () => {
    const text = 'Banana bread: bananas, flour, sugar and butter; bake for forty minutes.';
    const r1 = rankStructs(text, [invoice, lease]);
    assert.deepEqual(rankStructs(text, [invoice, lease]), r1);
    const d = decide(r1, 0.3);
    assert.equal(d.structVersionId, null);
    assert.equal(d.candidates.length, 2);
    assert.match(d.reasons[0], /below the threshold/);
  });

  it('uses what was learned from reviewed documents', () => {
    const text = 'ACME Widgets Ltd\nRef 99\nAmount payable 12.00';
    const plain = rankStructs(text, [invoice, lease]).find((x) => x.slug === 'invoice')!.score;
    const learned = rankStructs(text, [{ ...invoice, learnedLabels: ['amount payable'], learnedIssuers: ['acme', 'widgets'] }, lease]).find((x) => x.slug === 'invoice')!.score;
    assert.ok(learned > plain);
  });

  it('chooses nothing when no struct takes part', () => {
    assert.deepEqual(decide([], 0.3), { structVersionId: null, score: 0, reasons: ['no struct of the organisation takes part in classification'], candidates: [] });
  });
});
