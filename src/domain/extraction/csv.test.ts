import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, exportCsv } from './csv.js';
import { compareFields, score } from './compare.js';

describe('CSV export', () => {
  it('neutralises formula cells and quotes per RFC 4180', () => {
    assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(csvCell('+1'), "'+1");
    assert.equal(csvCell('-2+3'), "'-2+3");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tcmd'), "'\tcmd");
    assert.equal(csvCell(-5), '-5');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('line1\nline2'), '"line1\nline2"');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(true), 'true');
  });

  it('writes one row per attachment with leaf columns and JSON-encoded arrays', () => {
    const schema = { type: 'object', properties: { vendor: { type: 'object', properties: { name: { type: 'string' } } }, total: { type: 'number' }, items: { type: 'array' } } };
    const csv = exportCsv([
      { attachment_id: 1, file_name: 'a.pdf', struct_version_id: 7, extractor: 'deterministic', problems: [], schema_json: schema, needs_review: false, reviewed_fields: ['/total', '/vendor/name'], data: { vendor: { name: 'ACME, Inc' }, total: 3, items: [{ a: 1 }] } },
      { attachment_id: 2, file_name: '=cmd.pdf', struct_version_id: 7, extractor: 'deterministic', problems: [{}], schema_json: schema, needs_review: true, reviewed_fields: [], data: { extra: 'x' } },
    ]);
    const lines = csv.split('\r\n');
    assert.equal(lines[0], 'attachment_id,file_name,struct_version_id,extractor,problem_count,needs_review,reviewed_fields,items,total,vendor.name,extra');
    assert.equal(lines[1], '1,a.pdf,7,deterministic,0,false,/total /vendor/name,"[{""a"":1}]",3,"ACME, Inc",');
    assert.equal(lines[2], "2,'=cmd.pdf,7,deterministic,1,true,,,,,x");
    assert.equal(lines[3], '');
  });
});

describe('schema test comparison', () => {
  it('classifies outcomes and scores them', () => {
    const out = compareFields(
      { company: ' acme  ltd', total: 10, date: '2020-01-01', extra: 'x', items: [{ qty: 1 }] },
      new Map([['/company', 0.9]]),
      { company: 'ACME LTD', total: '10.00', date: '2020-02-02', address: 'Main St', items: [{ qty: 1 }] },
    );
    const byPath = Object.fromEntries(out.map((o) => [o.path, o.match]));
    assert.deepEqual(byPath, { '/company': 'correct', '/total': 'correct', '/date': 'wrong', '/address': 'missing', '/items/0/qty': 'correct', '/extra': 'unexpected' });
    assert.equal(out.find((o) => o.path === '/company')?.confidence, 0.9);
    const s = score(out);
    assert.equal(s.correct, 3);
    assert.equal(s.precision, 0.6);
    assert.equal(s.recall, 0.6);
    assert.equal(s.accuracy, 0.5);
  });

  it('has no match without expected values', () => {
    const out = compareFields({ a: 1 }, new Map(), undefined);
    assert.equal(out[0].match, null);
    assert.equal(score(out).precision, null);
  });
});
