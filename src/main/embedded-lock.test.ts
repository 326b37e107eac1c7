import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { lockHolder, takeLock } from './embedded-lock.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'structa-lock-'));

describe('embedded database lock', () => {
  it('is taken once: a second taker learns the live holder and its socket', () => {
    const dir = tmp();
    const first = takeLock(dir, '/run/a.sock');
    assert.ok('release' in first);
    assert.deepEqual(lockHolder(dir), { pid: process.pid, socket: '/run/a.sock' });
    const second = takeLock(dir, '/run/b.sock');
    assert.deepEqual(second, { holder: { pid: process.pid, socket: '/run/a.sock' } });
    first.release();
    assert.equal(lockHolder(dir), null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = tmp();
    // the pid of a process that has exited
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'structa.lock'), JSON.stringify({ pid: Number(dead.stdout), socket: '/run/old.sock' }));
    assert.equal(lockHolder(dir), null);
    const taken = takeLock(dir, '/run/new.sock');
    assert.ok('release' in taken);
    assert.deepEqual(lockHolder(dir), { pid: process.pid, socket: '/run/new.sock' });
    taken.release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
