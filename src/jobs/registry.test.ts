import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { everyMinutes, purgeSessionsJob } from './purge-sessions.js';
import { checkRegistry, type JobDefinition } from './registry.js';

const job = (name: string, handler: unknown = async () => 'completed'): JobDefinition<any> =>
  ({ name, retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60, concurrency: 1, handler }) as JobDefinition<any>;

describe('job registry', () => {
  it('accepts each job name once with a handler', () => {
    assert.doesNotThrow(() => checkRegistry([job('a'), job('b')]));
  });

  it('refuses a name registered twice and a job without a handler', () => {
    assert.throws(() => checkRegistry([job('a'), job('a')]), /'a' is registered twice/);
    assert.throws(() => checkRegistry([job('a', null)]), /'a' has no handler/);
  });
});

describe('session purge job', () => {
  it('turns an interval into the cron slots of each hour', () => {
    assert.equal(everyMinutes(1), '* * * * *');
    assert.equal(everyMinutes(15), '*/15 * * * *');
    assert.equal(everyMinutes(60), '0 * * * *');
    for (const bad of [0, 61, 1.5]) assert.throws(() => everyMinutes(bad), /1-60/);
  });

  it('purges through the sessions it is given, on its schedule', async () => {
    let purged = 0;
    const j = purgeSessionsJob({ purgeExpired: async () => ++purged }, 30);
    assert.equal(j.schedule, '*/30 * * * *');
    assert.equal(await j.handler({}, { id: '1', retryCount: 0, retryLimit: 2 }), 'completed');
    assert.equal(purged, 1);
  });
});
