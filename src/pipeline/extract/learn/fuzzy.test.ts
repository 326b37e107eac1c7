import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approxFind } from './fuzzy.js';
import { coarseShape, shapeAgreement, shapeOf, shapePattern } from './shape.js';
import { identifiers, recipientIds, resemblance } from './signature.js';

describe('learning helpers', () => {
  it('finds a value with a few recognition errors, never one whose digits differ or inside a word', () => {
    assert.deepEqual(approxFind('paid to acme tradlng ltd today', 'acme trading ltd', 2), { start: 8, end: 24, distance: 1 });
    assert.equal(approxFind('ref inv-0002', 'inv-0001', 1), null);
    assert.equal(approxFind('total 2012', '12', 0), null);
    assert.deepEqual(approxFind('a 12 b', '12', 0), { start: 2, end: 4, distance: 0 });
  });

  it('writes shapes and compares them', () => {
    assert.equal(shapeOf('AB-1234 x'), 'AA-9999 a');
    assert.equal(coarseShape('AA-9999'), 'A-9');
    assert.equal(shapeAgreement('AA-9999', 'AA-9999'), 1);
    assert.equal(shapeAgreement('AA-9999', 'AAA-99'), 0.7);
    assert.equal(shapeAgreement('AA-9999', '9999'), 0);
    assert.equal(shapePattern('HF-20931/b').exec('see HF-1/x now')?.[0], 'HF-1/x');
  });

  it('finds identifiers that name an issuer', () => {
    const ids = identifiers('VAT No: GB 123 4567 89\nIBAN DE89 3704 0044 0532 0130 00\nTel: +44 20 7946 0958\nbilling@harbour.example\nme@gmail.com');
    assert.deepEqual(ids, ['email:harbour.example', 'iban:DE89370400440532013000', 'phone:079460958', 'vat:GB123456789']);
  });

  it('ignores identifiers shared by unrelated issuers (the recipient is on every document)', () => {
    const a = { issuer: ['acme', 'trading'], ids: ['vat:GB1', 'email:me.example'], layout: ['acme@0:0'] };
    const b = { issuer: ['globex', 'corp'], ids: ['email:me.example'], layout: ['globex@5:5'] };
    assert.deepEqual([...recipientIds([a, b])], ['email:me.example']);
    const c = { issuer: ['initech'], ids: ['email:me.example'], layout: ['initech@9:9'] };
    assert.equal(resemblance(c, a, recipientIds([a, b])).strength, 0);
    assert.ok(resemblance(c, a).strength > 0);
  });
});
