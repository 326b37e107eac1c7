import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { walkSchema } from './schema.js';

const list = (properties: Record<string, unknown>) => ({ type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties } } } });

describe('the fields of a list\'s items', () => {
  it('a bare "name" or "title" beside a quantity, price or amount is the item\'s description', () => {
    const [lines] = walkSchema(list({ name: { type: 'string', description: 'The medicine.' }, quantity: { type: 'number' }, amount: { type: 'number' } }), {});
    assert.equal(lines.children[0].meaning.concept, 'description');
    const [titled] = walkSchema(list({ title: { type: 'string' }, unit_price: { type: 'number' } }), {});
    assert.equal(titled.children[0].meaning.concept, 'description');
  });

  it('"<thing> name" beside figures, where no field describes the item, is the thing billed', () => {
    const [tiers] = walkSchema(list({ tier_name: { type: 'string', description: 'The tier.' }, tier_m3: { type: 'number' }, tier_total: { type: 'number' } }), {});
    assert.equal(tiers.children[0].meaning.concept, 'description');
    // beside a field that describes the item it stays a person's
    const [rows] = walkSchema(list({ driver_name: { type: 'string' }, description: { type: 'string' }, amount: { type: 'number' } }), {});
    assert.notEqual(rows.children[0].meaning.concept, 'description');
  });

  it('in a list of people (no quantity, price or amount) a name stays a person\'s', () => {
    const [people] = walkSchema(list({ name: { type: 'string', description: 'The passenger.' }, seat: { type: 'string' } }), {});
    assert.notEqual(people.children[0].meaning.concept, 'description');
  });

  it("an item's total is the amount of its line, read with the amount's rules", () => {
    const [lines] = walkSchema(list({ description: { type: 'string' }, qty: { type: 'number' }, total: { type: 'number', description: 'The amount of the line.' } }), {});
    assert.equal(lines.children[2].meaning.concept, 'amount');
    assert.equal(lines.children[2].kind, 'money');
    // outside a list a total stays the document's
    assert.equal(walkSchema({ type: 'object', properties: { total: { type: 'number' } } }, {})[0].meaning.concept, 'total');
  });
});
