import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressPolicy, parseTargetUrl, resolveTarget } from './target.js';

describe('webhook target policy', () => {
  const strict = addressPolicy([]);
  it('refuses private, loopback, link-local, mapped and special addresses; allows public ones', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '224.0.0.1']) {
      assert.equal(strict.permits(ip), false, ip);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) assert.equal(strict.permits(ip), true, ip);
  });

  it('allows exactly the ranges the operator lists', () => {
    const p = addressPolicy(['127.0.0.0/8']);
    assert.equal(p.permits('127.0.0.1'), true);
    assert.equal(p.permits('::ffff:127.0.0.1'), true);
    assert.equal(p.permits('10.0.0.1'), false);
    assert.equal(p.permits('::1'), false);
  });

  it('parses only http(s) URLs without credentials', () => {
    assert.equal(parseTargetUrl('https://example.com/hook').hostname, 'example.com');
    for (const bad of ['ftp://x/', 'file:///etc/passwd', 'https://u:p@example.com/', 'not a url', 'https://example.com/#frag']) {
      assert.throws(() => parseTargetUrl(bad), { problem: 'invalid_url' }, bad);
    }
  });

  it('checks every resolved address: one private address refuses the name', async () => {
    const lookup = (async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }]) as any;
    await assert.rejects(resolveTarget(new URL('https://mixed.example/'), strict, lookup), { problem: 'forbidden_address' });
    const ok = (async () => [{ address: '93.184.216.34', family: 4 }]) as any;
    assert.deepEqual(await resolveTarget(new URL('https://public.example/'), strict, ok), [{ address: '93.184.216.34', family: 4 }]);
    await assert.rejects(resolveTarget(new URL('http://[::1]:8080/'), strict), { problem: 'forbidden_address' });
    await assert.rejects(resolveTarget(new URL('http://127.0.0.1/'), strict), { problem: 'forbidden_address' });
  });
});
