import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { newSigningSecret, sign, signedHeaders, verifySignature } from './signing.js';

describe('webhook signing (Standard Webhooks)', () => {
  it('signs "id.timestamp.body" with HMAC-SHA256 under the base64-decoded secret', () => {
    const key = Buffer.alloc(24, 7);
    const secret = 'whsec_' + key.toString('base64');
    const want = crypto.createHmac('sha256', key).update('msg_1.1700000000.{"a":1}').digest('base64');
    assert.equal(sign(secret, 'msg_1', 1700000000, '{"a":1}'), `v1,${want}`);
  });

  it('verifies its own headers, refuses a changed body, an old timestamp and another secret', () => {
    const s = newSigningSecret();
    assert.match(s, /^whsec_[A-Za-z0-9+/]{43}=$/);
    const h = signedHeaders([s], 'msg_x', 1000, 'body');
    assert.equal(verifySignature(s, h, 'body', 1000), true);
    assert.equal(verifySignature(s, h, 'bodY', 1000), false);
    assert.equal(verifySignature(s, h, 'body', 1000 + 301), false);
    assert.equal(verifySignature(newSigningSecret(), h, 'body', 1000), false);
  });

  it('signs with every secret given, so either verifies during a rotation', () => {
    const [a, b] = [newSigningSecret(), newSigningSecret()];
    const h = signedHeaders([b, a], 'msg_y', 5, 'x');
    assert.equal(h['webhook-signature'].split(' ').length, 2);
    assert.equal(verifySignature(a, h, 'x', 5), true);
    assert.equal(verifySignature(b, h, 'x', 5), true);
  });
});
