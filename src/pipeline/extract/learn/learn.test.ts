import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { linesDocument, type TextLine } from '../../../../test/helpers/text-lines.js';
import { extractDeterministic } from '../deterministic/index.js';
import { indexDocument } from '../deterministic/layout.js';
import { walkSchema } from '../deterministic/schema.js';
import { learnedCandidates, learnFromDocument, type LearnedKnowledge } from './index.js';

type L = TextLine;
const doc = (lines: L[]): RecognisedDocument => linesDocument(lines, 'scan');

/** A delivery note of one issuer, with this document's own values. */
function note(v: { supplier?: string; ref: string; consignee: string; weight: string; total: string; vat?: string; address?: string }): RecognisedDocument {
  return doc([
    [v.supplier ?? 'Harbour Freight Logistics Ltd', 20, 20],
    [v.address ?? '12 Quay Street, Bristol BS1 4DJ', 20, 40],
    [`VAT Reg No: ${v.vat ?? 'GB 123 4567 89'}`, 20, 60],
    ['Delivery note', 380, 20],
    [`Frachtbrief: ${v.ref}`, 20, 120],
    ['Consignee', 20, 160],
    [v.consignee, 20, 180],
    ['Weight', 20, 220],
    [v.weight, 300, 220],
    [`Total: ${v.total}`, 20, 300],
  ]);
}

const schema = {
  type: 'object',
  properties: {
    supplier: { type: 'string' },
    waybill: { type: 'string' },
    consignee: { type: 'string' },
    weight: { type: 'string' },
    total: { type: 'number' },
    lines: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number' } } } },
  },
};

const first = note({ ref: 'HF-20931', consignee: 'Northwind Traders', weight: '1,240 kg', total: '512.40' });
const reviewed = [
  { path: '/supplier', value: 'Harbour Freight Logistics Ltd' },
  { path: '/waybill', value: 'HF-20931', citation: { page: 1, bbox: { x0: 20 + 13 * 7, y0: 120, x1: 20 + 21 * 7, y1: 134 }, text: 'HF-20931' } },
  { path: '/consignee', value: 'Northwind Traders' },
  { path: '/weight', value: '1,240 kg' },
  { path: '/total', value: 512.4 },
  { path: '/lines', value: [{ amount: 1 }] },
];

function knowledge(): LearnedKnowledge {
  const l = learnFromDocument(first, schema, reviewed);
  return { documents: [{ source: 'a1', ...l }] };
}

const spec = (path: string) => walkSchema(schema, {}).find((f) => f.path === path)!;

describe('learning from a reviewed document', () => {
  it('records per field the label, relation, offset, place, shape and value, and the signature', () => {
    const { signature, examples } = learnFromDocument(first, schema, reviewed);
    const ex = (p: string) => examples.find((e) => e.path === p)!;
    assert.deepEqual(
      examples.map((e) => e.path),
      ['/supplier', '/waybill', '/consignee', '/weight', '/total'],
      'arrays of objects are not learned',
    );
    assert.equal(ex('/waybill').label, 'Frachtbrief');
    assert.equal(ex('/waybill').relation, 'same-line');
    assert.equal(ex('/waybill').shape, 'AA-99999');
    assert.equal(ex('/waybill').raw, 'HF-20931');
    assert.ok(ex('/waybill').dx > 0 && ex('/waybill').dx < 2, `dx ${ex('/waybill').dx}`);
    assert.equal(ex('/consignee').label, 'Consignee');
    assert.equal(ex('/consignee').relation, 'below');
    assert.ok(Math.abs(ex('/consignee').dy - 20 / 14) < 0.01);
    assert.equal(ex('/weight').label, 'Weight');
    assert.equal(ex('/weight').relation, 'right');
    assert.equal(ex('/weight').shape, '9,999 aa');
    assert.equal(ex('/total').label, 'Total');
    assert.equal(ex('/total').raw, '512.40');
    assert.equal(ex('/supplier').relation, 'none');
    assert.equal(ex('/supplier').label, null);
    const b = ex('/supplier').box;
    assert.ok(b.x0 === 0 && b.y0 === 0 && b.x1 > 0.2 && b.x1 < 1, JSON.stringify(b));
    assert.ok(signature.ids.includes('vat:GB123456789'), signature.ids.join());
    for (const w of ['harbour', 'freight', 'logistics', 'quay', 'bristol']) assert.ok(signature.issuer.includes(w), w);
    assert.ok(signature.layout.some((x) => x.startsWith('frachtbrief@')));
  });

  it('reads a second document of the same issuer with its own values where the first had them', () => {
    const second = note({ supplier: 'Harbour Freigth Logistics Ltd', ref: 'HF-30002', consignee: 'Contoso Pharma', weight: '880 kg', total: '77.00' });
    const learned = knowledge();
    const dt = indexDocument(second);
    const best = (p: string) => learnedCandidates(dt, spec(p), learned).sort((a, b) => b.score - a.score)[0];
    const ref = best('/waybill');
    assert.equal(ref.value, 'HF-30002');
    assert.ok(ref.score >= 0.9 && ref.score <= 0.99, `score ${ref.score}`);
    assert.equal(ref.citations[0].text, 'HF-30002');
    assert.equal(best('/consignee').value, 'Contoso Pharma');
    assert.equal(best('/weight').value, '880 kg');
    // the constant name is proposed in the learned spelling, citing what this document shows
    const sup = best('/supplier');
    assert.equal(sup.value, 'Harbour Freight Logistics Ltd');
    assert.equal(sup.citations[0].text, 'Harbour Freigth Logistics Ltd');

    const plain = extractDeterministic({ document: second, schema, annotations: {} });
    assert.equal(plain.data.waybill, undefined, 'no general rule knows the label');
    const taught = extractDeterministic({ document: second, schema, annotations: {}, learned });
    assert.equal(taught.data.waybill, 'HF-30002');
    assert.equal(taught.data.supplier, 'Harbour Freight Logistics Ltd');
    assert.equal(taught.data.consignee, 'Contoso Pharma');
    assert.equal(taught.data.weight, '880 kg');
    assert.equal(taught.data.total, 77);
  });

  it('gives nothing to a document of another issuer', () => {
    const other = doc([
      ['Blue Finch Couriers GmbH', 20, 20],
      ['Hafenstrasse 9, 20457 Hamburg', 20, 40],
      ['VAT Reg No: DE 987654321', 20, 60],
      ['Lieferschein Nr. 55', 20, 100],
      ['Empfaenger Rolf Meier', 20, 140],
      ['Betrag gesamt', 20, 400],
      ['Frachtbrief: BF-11111', 300, 500],
    ]);
    const learned = knowledge();
    const dt = indexDocument(other);
    for (const p of ['/supplier', '/waybill', '/consignee', '/weight', '/total']) assert.deepEqual(learnedCandidates(dt, spec(p), learned), [], p);
    const r = extractDeterministic({ document: other, schema, annotations: {}, learned });
    assert.equal(r.data.waybill, undefined);
  });

  it('does not take a learned reference for a different one that differs by a digit', () => {
    const second = note({ ref: 'HF-20932', consignee: 'Northwind Traders', weight: '1,240 kg', total: '512.40' });
    const c = learnedCandidates(indexDocument(second), spec('/waybill'), knowledge());
    assert.ok(c.length > 0);
    assert.ok(c.every((x) => x.value === 'HF-20932'), JSON.stringify(c.map((x) => x.value)));
  });

  it('beats the general rules when a reviewer moved the value to another label', () => {
    const slip = (no: string, ref: string) =>
      doc([
        ['Quayside Stationers Ltd', 20, 20],
        ['orders@quayside.example', 20, 40],
        [`Invoice No: ${no}`, 20, 100],
        [`Beleg: ${ref}`, 20, 120],
      ]);
    const s = { type: 'object', properties: { invoice_number: { type: 'string' } } };
    const l = learnFromDocument(slip('4711', 'BX-0042'), s, [{ path: '/invoice_number', value: 'BX-0042' }]);
    const learned = { documents: [{ source: 'a', ...l }] };
    const next = slip('4712', 'BX-0077');
    assert.equal(extractDeterministic({ document: next, schema: s, annotations: {} }).data.invoice_number, '4712');
    const r = extractDeterministic({ document: next, schema: s, annotations: {}, learned });
    assert.equal(r.data.invoice_number, 'BX-0077');
    assert.ok(r.fields[0].confidence >= 0.9);
  });
});
