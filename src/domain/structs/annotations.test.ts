import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateAnnotations } from './schema-model.js';

const schema = {
  type: 'object',
  properties: {
    total: { type: 'number' },
    vendor: { type: 'object', properties: { name: { type: 'string' } } },
    line_items: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number' } } } },
  },
};

describe('validateAnnotations', () => {
  it('accepts hints keyed by pointer or field name', () => {
    const a = {
      '/total': { label: 'Total', aliases: ['Amount due', 'Grand total'], examples: ['12.50', 12.5], pattern: '\\d+[.,]\\d{2}', normalise: 'amount', hint: 'after tax' },
      '/vendor': { hint: 'the seller' },
      '/vendor/name': { label: 'Seller' },
      '/line_items/*/amount': { normalise: 'amount' },
      name: { aliases: ['Company'] },
      '/line_items': { 'x-ui': { width: 2 } },
      'x-notes': 'anything',
    };
    assert.deepEqual(validateAnnotations(a, schema), []);
    assert.deepEqual(validateAnnotations({}, schema), []);
  });

  it('refuses a non-object, unknown fields and malformed hints, each with a pointer', () => {
    assert.deepEqual(validateAnnotations([], schema).map((p) => p.path), ['']);
    assert.deepEqual(validateAnnotations(null, schema).map((p) => p.path), ['']);
    const r = validateAnnotations(
      {
        '/missing': {},
        nope: {},
        '/total': { aliases: 'Total', examples: [{}], pattern: '(', normalise: 'shout', colour: 'red', label: '' },
        '/vendor/name': 'Seller',
      },
      schema,
    );
    assert.deepEqual(r.map((p) => p.path).sort(), [
      '/~1missing',
      '/nope',
      '/~1total/aliases',
      '/~1total/colour',
      '/~1total/examples/0',
      '/~1total/label',
      '/~1total/normalise',
      '/~1total/pattern',
      '/~1vendor~1name',
    ].sort());
  });
});
