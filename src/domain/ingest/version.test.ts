import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareVersions, parseVersion } from './version.js';

describe('agent versions', () => {
  it('parses semantic versions and refuses anything else', () => {
    assert.deepEqual(parseVersion('1.2.3'), { major: 1, minor: 2, patch: 3, pre: [] });
    assert.deepEqual(parseVersion('v2.0.0-beta.1+build.5')?.pre, ['beta', '1']);
    for (const bad of ['', '1', '1.2', '1.2.3.4', '01.2.3', 'abc', '1.2.3-', ' 1.2.3', '1.2.x', '9'.repeat(70)]) {
      assert.equal(parseVersion(bad), null, bad);
    }
  });

  it('orders by precedence, pre-releases below their release', () => {
    const order = ['0.9.9', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0', '1.0.1', '1.10.0', '2.0.0'];
    for (let i = 1; i < order.length; i++) {
      assert.ok(compareVersions(parseVersion(order[i - 1])!, parseVersion(order[i])!) < 0, `${order[i - 1]} < ${order[i]}`);
    }
    assert.equal(compareVersions(parseVersion('1.0.0+a')!, parseVersion('1.0.0+b')!), 0);
  });
});
