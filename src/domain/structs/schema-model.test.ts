import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countFields, leafFields, parsedSections, schemaMode, validateExtractionSchema, walkFields } from './schema-model.js';

const receipt = {
  type: 'object',
  mode: 'form',
  required: ['merchant', 'total'],
  properties: {
    merchant: { type: 'string', title: 'Merchant', description: 'shop name' },
    date: { type: 'string', format: 'date' },
    total: { type: 'number', minimum: 0 },
    currency: { type: 'string', enum: ['EUR', 'USD'], pattern: '^[A-Z]{3}$' },
    paid: { type: ['boolean', 'null'] },
    tags: { type: 'array', items: { type: 'string' } },
    address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } }, required: ['city'] },
    line_items: {
      type: 'array',
      'x-section': true,
      title: 'Items',
      items: { type: 'object', properties: { description: { type: 'string' }, amount: { type: 'number' } }, required: ['amount'] },
    },
  },
};

function paths(schema: unknown): string[] {
  return validateExtractionSchema(schema).map((p) => p.path);
}

describe('validateExtractionSchema', () => {
  it('accepts a complete receipt schema and a minimal one', () => {
    assert.deepEqual(validateExtractionSchema(receipt), []);
    assert.deepEqual(validateExtractionSchema({ type: 'object' }), []);
    assert.deepEqual(validateExtractionSchema({ type: 'object', properties: {}, $schema: 'https://json-schema.org/draft/2020-12/schema', 'x-owner': 1 }), []);
  });

  it('refuses a root that is not an object schema', () => {
    for (const s of [null, [], 'x', 3, { type: 'string' }, {}]) assert.ok(validateExtractionSchema(s).length > 0, JSON.stringify(s));
    assert.deepEqual(paths([]), ['']);
    assert.deepEqual(paths({ type: 'array', items: { type: 'string' } }), ['/type']);
  });

  it('checks mode', () => {
    assert.deepEqual(paths({ type: 'object', mode: 'table' }), ['/mode']);
    assert.deepEqual(validateExtractionSchema({ type: 'object', mode: 'document' }), []);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', mode: 'form' } } }), ['/properties/a/mode']);
  });

  it('reports every problem with a pointer', () => {
    const s = {
      type: 'object',
      properties: {
        a: { type: 'text' },
        b: { description: 'no type' },
        c: { type: 'string', format: 'datetime' },
        d: { type: 'string', pattern: '([a-z' },
        'e/f': { type: 'number', enum: ['x'] },
        g: 'string',
        h: { type: 'string', $ref: '#/$defs/x' },
        i: { type: 'string', requried: true },
        j: { type: 'boolean', format: 'date' },
      },
      required: ['a', 'zz', 'a', 7],
    };
    assert.deepEqual(paths(s).sort(), [
      '/properties/a/type',
      '/properties/b/type',
      '/properties/c/format',
      '/properties/d/pattern',
      '/properties/e~1f/enum/0',
      '/properties/g',
      '/properties/h/$ref',
      '/properties/i/requried',
      '/properties/j/format',
      '/required/1',
      '/required/2',
      '/required/3',
    ].sort());
  });

  it('checks enums, bounds and lengths', () => {
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', enum: [] } } }), ['/properties/a/enum']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', enum: ['x', 'x'] } } }), ['/properties/a/enum/1']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'integer', enum: [1, 1.5] } } }), ['/properties/a/enum/1']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', enum: ['x', null] } } }), ['/properties/a/enum/1']);
    assert.deepEqual(validateExtractionSchema({ type: 'object', properties: { a: { type: ['string', 'null'], enum: ['x', null] } } }), []);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'number', minimum: 5, maximum: 1 } } }), ['/properties/a/minimum']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', minLength: -1 } } }), ['/properties/a/minLength']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'number', multipleOf: 0 } } }), ['/properties/a/multipleOf']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', title: 5 } } }), ['/properties/a/title']);
    assert.deepEqual(paths({ type: 'object', properties: { '': { type: 'string' } } }), ['/properties/']);
    assert.deepEqual(paths({ type: 'object', properties: { 'a\u202eb': { type: 'string' } } }), ['/properties/a\u202eb']);
    assert.deepEqual(paths({ type: 'object', properties: { ['n'.repeat(201)]: { type: 'string' } } }), [`/properties/${'n'.repeat(201)}`]);
  });

  it('checks arrays: items required, no arrays in arrays', () => {
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'array' } } }), ['/properties/a/items']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } }), ['/properties/a/items']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'array', items: { type: 'array', items: { type: 'string' } } } } }), ['/properties/a/items']);
    assert.deepEqual(
      paths({ type: 'object', properties: { a: { type: 'array', items: { type: 'object', properties: { b: { type: 'array', items: { type: 'string' } } } } } } }),
      ['/properties/a/items/properties/b'],
    );
  });

  it('limits nesting depth and field count', () => {
    let node: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 8; i++) node = { type: 'object', properties: { n: node } };
    assert.ok(validateExtractionSchema(node).some((p) => /nested/.test(p.message)));
    const many: Record<string, unknown> = {};
    for (let o = 0; o < 3; o++) {
      const inner: Record<string, unknown> = {};
      for (let i = 0; i < 200; i++) inner[`f${i}`] = { type: 'string' };
      many[`o${o}`] = { type: 'object', properties: inner };
    }
    assert.deepEqual(paths({ type: 'object', properties: many }), ['']);
  });

  it('checks sections', () => {
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'string', 'x-section': true } } }), ['/properties/a/x-section']);
    assert.deepEqual(paths({ type: 'object', properties: { a: { type: 'object', 'x-section': 'yes' } } }), ['/properties/a/x-section']);
    assert.deepEqual(
      paths({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', 'x-section': true } } } } }),
      ['/properties/a/properties/b/x-section'],
    );
    assert.deepEqual(paths({ type: 'object', 'x-section': true }), ['/x-section']);
  });

  it('refuses composition and other unsupported keywords with a reason', () => {
    const r = validateExtractionSchema({ type: 'object', properties: { a: { type: 'string', oneOf: [] } }, $defs: {} });
    assert.equal(r.length, 2);
    assert.ok(r.every((p) => p.message.includes('not supported')));
  });
});

describe('schema helpers', () => {
  it('walks fields with pointers, types and flags', () => {
    const fields = walkFields(receipt);
    assert.deepEqual(
      fields.map((f) => f.pointer),
      ['/merchant', '/date', '/total', '/currency', '/paid', '/tags', '/address/city', '/address/zip', '/line_items'],
    );
    const byPtr = Object.fromEntries(fields.map((f) => [f.pointer, f]));
    assert.equal(byPtr['/merchant'].required, true);
    assert.equal(byPtr['/merchant'].title, 'Merchant');
    assert.equal(byPtr['/merchant'].description, 'shop name');
    assert.equal(byPtr['/date'].format, 'date');
    assert.equal(byPtr['/date'].required, false);
    assert.deepEqual(byPtr['/currency'].enum, ['EUR', 'USD']);
    assert.equal(byPtr['/currency'].pattern, '^[A-Z]{3}$');
    assert.equal(byPtr['/paid'].nullable, true);
    assert.equal(byPtr['/paid'].type, 'boolean');
    assert.equal(byPtr['/tags'].item_type, 'string');
    assert.equal(byPtr['/address/city'].required, true);
    assert.equal(byPtr['/address/city'].schema_path, '/properties/address/properties/city');
    const items = byPtr['/line_items'].items!;
    assert.deepEqual(items.map((f) => [f.pointer, f.type, f.required, f.section]), [
      ['/line_items/*/description', 'string', false, 'line_items'],
      ['/line_items/*/amount', 'number', true, 'line_items'],
    ]);
  });

  it('counts leaf fields, table columns included', () => {
    assert.equal(countFields(receipt), 10);
    assert.equal(leafFields(receipt).length, 10);
    assert.equal(countFields({ type: 'object' }), 0);
    assert.equal(countFields(null), 0);
  });

  it('reports sections and mode', () => {
    assert.deepEqual(parsedSections(receipt), [
      { key: 'line_items', title: 'Items', description: '', kind: 'table', field_count: 2, paths: ['/line_items/*/description', '/line_items/*/amount'] },
    ]);
    assert.equal(schemaMode(receipt), 'form');
    assert.equal(schemaMode({ type: 'object', mode: 'document' }), 'document');
    assert.equal(schemaMode({ type: 'object' }), 'form');
  });
});
