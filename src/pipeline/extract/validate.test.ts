import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { schemaLeaves, validateAgainstSchema } from './validate.js';

const schema = {
  type: 'object',
  mode: 'form',
  required: ['total', 'date'],
  properties: {
    company: { type: 'string', maxLength: 10 },
    total: { type: 'number', minimum: 0 },
    date: { type: 'string', format: 'date' },
    currency: { type: 'string', enum: ['EUR', 'USD'] },
    code: { type: 'string', pattern: '^[A-Z]{3}-\\d+$' },
    vendor: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } } },
    line_items: { type: 'array', maxItems: 2, items: { type: 'object', properties: { qty: { type: 'integer' } } } },
  },
};

describe('validateAgainstSchema', () => {
  it('accepts valid data and ignores unknown keywords', () => {
    assert.deepEqual(
      validateAgainstSchema(schema, { total: 12.5, date: '2024-02-29', currency: 'EUR', code: 'ABC-12', vendor: { name: 'A', email: 'a@b.co' }, line_items: [{ qty: 2 }] }),
      [],
    );
  });

  it('lists every problem with a JSON pointer', () => {
    const p = validateAgainstSchema(schema, {
      company: 'A very long company name',
      total: -1,
      date: '2023-02-29',
      currency: 'GBP',
      code: 'abc',
      vendor: { name: 3, email: 'nope', extra: true },
      line_items: [{ qty: 1.5 }, {}, {}],
    });
    const paths = p.map((x) => x.path).sort();
    assert.deepEqual(paths, ['/code', '/company', '/currency', '/date', '/line_items', '/line_items/0/qty', '/total', '/vendor/email', '/vendor/extra', '/vendor/name']);
  });

  it('reports missing required fields and wrong root types', () => {
    assert.deepEqual(validateAgainstSchema(schema, {}).map((x) => x.path), ['/total', '/date']);
    assert.equal(validateAgainstSchema(schema, []).length, 1);
  });

  it('survives a malformed pattern and escapes pointer segments', () => {
    assert.deepEqual(validateAgainstSchema({ type: 'string', pattern: '(' }, 'x'), []);
    const p = validateAgainstSchema({ type: 'object', required: ['a/b'] }, {});
    assert.equal(p[0].path, '/a~1b');
  });

  it('lists schema leaves in declaration order, arrays as leaves', () => {
    assert.deepEqual(
      schemaLeaves(schema).map((l) => l.pointer),
      ['/company', '/total', '/date', '/currency', '/code', '/vendor/name', '/vendor/email', '/line_items'],
    );
  });
});
