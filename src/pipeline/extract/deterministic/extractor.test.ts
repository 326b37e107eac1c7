import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Line, RecognisedDocument } from '../../types.js';
import type { ExtractionResult } from '../types.js';
import { createDeterministicExtractor } from './index.js';
import { validateAgainstSchema as validate } from '../validate.js';

/** [text, x0, y0, x1, y1, confidence?] */
type L = [string, number, number, number, number, number?];

function line([text, x0, y0, x1, y1, conf = 1]: L): Line {
  const words = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const a = x0 + ((x1 - x0) * m.index) / text.length;
    const b = x0 + ((x1 - x0) * (m.index + m[0].length)) / text.length;
    words.push({ text: m[0], bbox: { x0: a, y0, x1: b, y1 }, confidence: conf });
  }
  return { text, bbox: { x0, y0, x1, y1 }, words, confidence: conf };
}

function doc(...pages: L[][]): RecognisedDocument {
  return {
    pageCount: pages.length,
    format: 'png',
    pages: pages.map((ls, i) => ({ number: i + 1, width: 600, height: 800, source: 'ocr' as const, lines: ls.map(line), tables: [] })),
  };
}

/** Lays out text lines one under the other, 20 units apart. */
function stack(texts: string[], y = 20): L[] {
  return texts.map((t, i) => [t, 20, y + i * 20, 20 + t.length * 7, y + i * 20 + 14] as L);
}

async function run(d: RecognisedDocument, schema: Record<string, unknown>, annotations: Record<string, unknown> = {}): Promise<ExtractionResult> {
  return createDeterministicExtractor().extract({ document: d, schema, annotations });
}

function field(r: ExtractionResult, path: string) {
  return r.fields.find((f) => f.path === path);
}

describe('deterministic extractor: layout', () => {
  it('reads "label: value" lines with typed normalisation and citations', async () => {
    const d = doc(stack(['Invoice No: INV-2020/0042', 'Date: 03/04/2020', 'E-mail: billing@example.com', 'Tel: +44 20 7946 0958', 'Total: $1,234.56']));
    const r = await run(d, {
      type: 'object',
      properties: {
        invoice_number: { type: 'string' },
        date: { type: 'string', format: 'date' },
        email: { type: 'string', format: 'email' },
        phone: { type: 'string' },
        total: { type: 'number' },
      },
    });
    assert.deepEqual(r.data, { invoice_number: 'INV-2020/0042', date: '2020-04-03', email: 'billing@example.com', phone: '+44 20 7946 0958', total: 1234.56 });
    assert.equal(r.extractor, 'deterministic');
    assert.deepEqual(r.problems, []);
    const t = field(r, '/total')!;
    assert.equal(t.citations[0].page, 1);
    assert.equal(t.citations[0].text, '$1,234.56');
    assert.ok(t.citations[0].bbox.x0 > 20, 'the citation boxes the value, not the label');
    assert.equal(field(r, '/date')!.raw, '03/04/2020');
    for (const f of r.fields) assert.ok(f.confidence > 0 && f.confidence <= 1, `${f.path} confidence in (0,1]`);
  });

  it('reads values to the right of a label and below a label', async () => {
    const d = doc([
      ['Order reference', 20, 20, 130, 34],
      ['A-778', 300, 21, 345, 35],
      ['Customer', 20, 60, 90, 74],
      ['Northwind Traders', 20, 80, 150, 94],
    ]);
    const r = await run(d, { type: 'object', properties: { order_reference: { type: 'string' }, customer: { type: 'string', title: 'Customer' } } });
    assert.equal(r.data.order_reference, 'A-778');
    assert.equal(r.data.customer, 'Northwind Traders');
    assert.equal(field(r, '/customer')!.citations[0].bbox.y0, 80);
  });

  it('reads the documented singular hints `label` and `pattern` as it reads `labels` and `patterns`', async () => {
    const d = doc(stack(['Frachtbrief: HF-20931', 'Auftrag 2020-77 / Los Q-881']));
    const schema = { type: 'object', properties: { waybill: { type: 'string' }, lot: { type: 'string' } } };
    const r = await run(d, schema, { fields: { waybill: { label: 'Frachtbrief' }, lot: { pattern: 'Q-\\d+' } } });
    assert.equal(r.data.waybill, 'HF-20931');
    assert.equal(r.data.lot, 'Q-881');
  });

  it('uses aliases from annotations and lower OCR confidence lowers the confidence', async () => {
    const schema = { type: 'object', properties: { amount_due: { type: 'number' } } };
    const ann = { fields: { amount_due: { aliases: ['balance to pay'] } } };
    const good = await run(doc([['Balance to pay: 12.50', 20, 20, 200, 34, 0.95]]), schema, ann);
    const poor = await run(doc([['Balance to pay: 12.50', 20, 20, 200, 34, 0.4]]), schema, ann);
    assert.equal(good.data.amount_due, 12.5);
    assert.equal(poor.data.amount_due, 12.5);
    assert.ok(field(good, '/amount_due')!.confidence > field(poor, '/amount_due')!.confidence);
  });

  it('reads money written in several conventions', async () => {
    const schema = { type: 'object', properties: { total: { type: 'number' } } };
    for (const [text, want] of [['Total 1.234,56 €', 1234.56], ['TOTAL RM 9.00', 9], ['Grand total: $1,234.56', 1234.56]] as const) {
      const r = await run(doc([[text, 20, 20, 220, 34]]), schema);
      assert.equal(r.data.total, want, text);
    }
  });

  it('reads enums and booleans', async () => {
    const d = doc(stack(['Payment method: Credit card', 'Paid: Yes', 'Express delivery: no']));
    const r = await run(d, {
      type: 'object',
      properties: {
        payment_method: { type: 'string', enum: ['cash', 'credit card', 'transfer'] },
        paid: { type: 'boolean' },
        express_delivery: { type: 'boolean' },
      },
    });
    assert.deepEqual(r.data, { payment_method: 'credit card', paid: true, express_delivery: false });
  });

  it('leaves values it cannot find absent and lists missing required fields', async () => {
    const d = doc(stack(['Date: 01/02/2021', 'Thank you for your visit']));
    const r = await run(d, {
      type: 'object',
      properties: { date: { type: 'string', format: 'date' }, vat_number: { type: 'string', title: 'VAT number' }, total: { type: 'number' } },
      required: ['vat_number', 'total'],
    });
    assert.deepEqual(r.data, { date: '2021-02-01' });
    assert.equal(r.fields.length, 1);
    assert.deepEqual(r.problems.map((p) => p.path).sort(), ['/total', '/vat_number']);
  });

  it('drops values that break the field pattern instead of inventing one', async () => {
    const d = doc(stack(['Code: hello']));
    const r = await run(d, { type: 'object', properties: { code: { type: 'string', pattern: '^[0-9]{4}$' } } });
    assert.equal(r.data.code, undefined);
  });
});

describe('deterministic extractor: tables and blocks', () => {
  it('reads line items from a table with a header row', async () => {
    const d = doc([
      ['Description', 20, 100, 110, 114], ['Qty', 300, 100, 330, 114], ['Amount', 420, 100, 480, 114],
      ['Blue pencil', 20, 120, 110, 134], ['2', 310, 120, 318, 134], ['3.00', 440, 120, 480, 134],
      ['Paper A4 ream', 20, 140, 130, 154], ['1', 310, 140, 318, 154], ['12.50', 435, 140, 480, 154],
      ['Total', 20, 180, 60, 194], ['15.50', 435, 180, 480, 194],
    ]);
    const r = await run(d, {
      type: 'object',
      properties: {
        line_items: {
          type: 'array',
          items: { type: 'object', properties: { description: { type: 'string' }, qty: { type: 'integer', title: 'Quantity' }, amount: { type: 'number' } } },
        },
        total: { type: 'number' },
      },
    });
    assert.deepEqual(r.data.line_items, [
      { description: 'Blue pencil', qty: 2, amount: 3 },
      { description: 'Paper A4 ream', qty: 1, amount: 12.5 },
    ]);
    assert.equal(r.data.total, 15.5);
    assert.ok(field(r, '/line_items/1/amount'));
    assert.deepEqual(r.problems, []);
  });

  it('reads repeated label blocks as items', async () => {
    const d = doc(stack(['Name: Ada Lovelace', 'Role: Analyst', 'Name: Alan Turing', 'Role: Cryptographer']));
    const r = await run(d, {
      type: 'object',
      properties: { people: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string' } } } } },
    });
    assert.deepEqual(r.data.people, [{ name: 'Ada Lovelace', role: 'Analyst' }, { name: 'Alan Turing', role: 'Cryptographer' }]);
  });
});

describe('deterministic extractor: built-in knowledge', () => {
  it('finds a receipt issuer, its address, the date and the rounded total', async () => {
    const d = doc([
      ...stack(['SUNRISE TRADING SDN BHD', '(123456-X)', 'NO. 12, JALAN MAWAR 3,', 'TAMAN BUNGA, 43000 KAJANG,', 'SELANGOR.', 'TEL: 03-8734 1234', 'DATE: 05/06/2019 10:11']),
      ['TOTAL', 20, 200, 70, 214], ['20.03', 300, 200, 345, 214],
      ['ROUNDING ADJ', 20, 220, 120, 234], ['-0.03', 300, 220, 345, 234],
      ['TOTAL (RM)', 20, 240, 100, 254], ['20.00', 300, 240, 345, 254],
      ['CASH', 20, 260, 60, 274], ['50.00', 300, 260, 345, 274],
      ['CHANGE', 20, 280, 80, 294], ['30.00', 300, 280, 345, 294],
    ]);
    const r = await run(d, {
      type: 'object',
      properties: { company: { type: 'string' }, address: { type: 'string' }, date: { type: 'string' }, total: { type: 'number' } },
    });
    assert.equal(r.data.company, 'SUNRISE TRADING SDN BHD');
    assert.equal(r.data.address, 'NO. 12, JALAN MAWAR 3, TAMAN BUNGA, 43000 KAJANG, SELANGOR.');
    assert.equal(r.data.date, '05/06/2019', 'a plain string date stays as written');
    assert.equal(r.data.total, 20);
    assert.equal(field(r, '/address')!.citations.length, 3);
  });

  it('reads an agreement across pages in document mode', async () => {
    const p1 = stack([
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Agreement is entered into as of March 3, 2015 by and between Acme Widgets, Inc.,',
      'a Delaware corporation ("Company"), and John Q. Smith ("Recipient").',
      '1. Confidential Information means any information disclosed by Company.',
    ]);
    const p2 = stack([
      '7. Term. The obligations of this Agreement shall continue for a period of three (3) years',
      'from the date hereof.',
      '8. Governing Law. This Agreement shall be governed by the laws of the State of New York,',
      'without regard to its conflict of laws principles.',
    ]);
    const r = await run(doc(p1, p2), {
      type: 'object',
      mode: 'document',
      properties: {
        effective_date: { type: 'string', format: 'date' },
        parties: { type: 'array', items: { type: 'string' } },
        governing_law: { type: 'string' },
        term: { type: 'string' },
      },
    });
    assert.equal(r.data.effective_date, '2015-03-03');
    assert.deepEqual(r.data.parties, ['Acme Widgets, Inc.', 'John Q. Smith']);
    assert.equal(r.data.governing_law, 'New York');
    assert.equal(r.data.term, '3 years');
    assert.equal(field(r, '/governing_law')!.citations[0].page, 2);
    assert.equal(field(r, '/term')!.citations[0].page, 2);
    assert.ok(field(r, '/parties/1'));
  });
});

describe('deterministic extractor: odd input', () => {
  it('copes with an empty document, odd schema entries and many lines', async () => {
    const empty = await run({ pageCount: 0, pages: [], format: 'pdf' }, { type: 'object', properties: { total: { type: 'number' }, x: 'nonsense', y: { type: ['string', 'null'] } } });
    assert.deepEqual(empty.data, {});
    const many = doc(Array.from({ length: 3000 }, (_, i) => [`Date: 0${(i % 9) + 1}/01/2020 line ${i}`, 20, i * 10, 300, i * 10 + 8] as L));
    const r = await run(many, { type: 'object', properties: { date: { type: 'string', format: 'date' } } });
    assert.equal(r.data.date, '2020-01-01');
  });
});

describe('validation', () => {
  it('lists type, format, enum, pattern and required problems', () => {
    const schema = {
      type: 'object',
      required: ['a', 'e'],
      properties: {
        a: { type: 'number' },
        b: { type: 'string', format: 'date' },
        c: { type: 'string', enum: ['x', 'y'] },
        d: { type: 'string', pattern: '^\\d+$' },
        items: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } },
      },
    };
    const problems = validate(schema, { a: 'nope', b: '2020-13-01', c: 'z', d: 'abc', items: [{ n: 1.5 }] });
    assert.deepEqual(problems.map((p) => p.path).sort(), ['/a', '/b', '/c', '/d', '/e', '/items/0/n']);
  });
});
