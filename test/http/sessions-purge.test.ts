import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashSecret } from '../../src/domain/auth/api-keys.js';
import { QUEUES } from '../../src/jobs/names.js';
import { everyMinutes, purgeSessionsJob } from '../../src/jobs/purge-sessions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';

describe('expired session purge', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ SESSION_PURGE_MINUTES: '15' });
  });
  after(() => t.close());

  const count = async (hash: string) => (await t.db.query(`SELECT 1 FROM sessions WHERE id_hash = $1`, [hash])).rowCount;

  it('the purge job deletes expired session rows and keeps live ones', async () => {
    const o = await makeOrg(t.services);
    const live = await t.services.sessions.login({ email: o.user.email, password: o.password });
    const old = await t.services.sessions.login({ email: o.user.email, password: o.password });
    const [liveHash, oldHash] = [hashSecret(live.sessionId), hashSecret(old.sessionId)];
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id_hash = $1`, [oldHash]);
    assert.equal(await count(oldHash), 1);
    const job = purgeSessionsJob(t.services.sessions, t.config.auth.sessionPurgeMinutes);
    assert.equal(await job.handler({}, { id: 'test', retryCount: 0, retryLimit: 2 }), 'completed');
    assert.equal(await count(oldHash), 0, 'the expired row is gone');
    assert.equal(await count(liveHash), 1, 'the live row stays');
    assert.ok(await t.services.sessions.resolve(live.sessionId));
  });

  it('is scheduled on the queue every SESSION_PURGE_MINUTES', async () => {
    const schedules = (await t.boss.getSchedules()) as Array<{ name: string; cron: string }>;
    assert.deepEqual(
      schedules.filter((s) => s.name === QUEUES.purgeSessions).map((s) => s.cron),
      ['*/15 * * * *'],
    );
    assert.equal(everyMinutes(60), '0 * * * *');
    assert.equal(everyMinutes(1), '* * * * *');
    assert.throws(() => everyMinutes(0));
  });
});
