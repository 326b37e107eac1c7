import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

describe('webhook configuration', () => {
  it('defaults to no private ranges and bounded attempts', () => {
    const c = loadConfig({}).webhooks;
    assert.deepEqual(c.allowPrivateCidrs, []);
    assert.deepEqual({ ...c, allowPrivateCidrs: undefined }, { allowPrivateCidrs: undefined, timeoutMs: 10000, maxResponseBytes: 65536, retryLimit: 8, retryDelaySeconds: 30, disableAfterFailures: 10 });
  });

  it('reads CIDR lists and refuses anything else', () => {
    assert.deepEqual(loadConfig({ WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.0/8, ::1/128' }).webhooks.allowPrivateCidrs, ['127.0.0.0/8', '::1/128']);
    for (const bad of ['127.0.0.1', '10.0.0.0/33', 'localhost/8', '::1/129', '10.0.0.0/8/1']) {
      assert.throws(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_CIDRS: bad }), ConfigError, bad);
    }
    assert.throws(() => loadConfig({ WEBHOOK_RETRY_DELAY_SECONDS: '0' }), ConfigError);
  });
});
