import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextSlug, slugBase } from './slug.js';

describe('struct slugs', () => {
  it('makes a slug base from a name', () => {
    assert.equal(slugBase('Invoice Receipt!'), 'invoice-receipt');
    assert.equal(slugBase('  Über  Crème_2 '), 'uber-creme-2');
    assert.equal(slugBase('請求書'), 'struct');
    assert.equal(slugBase('---'), 'struct');
    assert.equal(slugBase('a'.repeat(300)).length, 200);
    assert.match(slugBase('x'.repeat(199) + ' y'), /^x{199}$/);
  });

  it('picks the next free suffix and stays within 200 characters', () => {
    assert.equal(nextSlug('inv', []), 'inv');
    assert.equal(nextSlug('inv', ['inv']), 'inv-2');
    assert.equal(nextSlug('inv', ['inv', 'inv-2', 'inv-7', 'inv-x']), 'inv-8');
    assert.equal(nextSlug('a'.repeat(200), ['a'.repeat(200)]), `${'a'.repeat(198)}-2`);
    const random = nextSlug('inv', ['inv'], 1);
    assert.match(random, /^inv-[0-9a-f]{8}$/);
    assert.ok(nextSlug('a'.repeat(200), [], 1).length <= 200);
  });
});
