import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { isBase64 } from './upload-body.js';

describe('isBase64', () => {
  it('accepts standard base64, padded or not, of any length', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
      const s = crypto.randomBytes(n).toString('base64');
      assert.equal(isBase64(s), true, s);
      assert.equal(isBase64(s.replace(/=+$/, '')), true, `unpadded ${s}`);
    }
    assert.equal(isBase64('+/+/'), true);
  });

  it('refuses other alphabets, stray padding and impossible lengths', () => {
    for (const bad of ['QUJD=', 'QU=JD', 'QUJDR', 'Q===', 'QU JD', 'QUJD\n', '-_-_', 'QUJ\u00e9', '=QUJ', 'QUJD==']) {
      assert.equal(isBase64(bad), false, JSON.stringify(bad));
    }
  });

  it('checks a string of many megabytes in one pass, without overflowing the stack', () => {
    const big = crypto.randomBytes(30 * 1024 * 1024 + 1).toString('base64');
    assert.equal(isBase64(big), true);
    assert.equal(isBase64(`${big.slice(0, 1000)}*${big.slice(1001)}`), false);
  });
});
