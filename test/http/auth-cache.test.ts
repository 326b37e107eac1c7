import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/http/app.js';
import { routeModules } from '../../src/http/routes/index.js';
import { createServices } from '../../src/services/index.js';
import { createAuthFor } from '../../src/main/auth.js';
import type { App } from '../../src/http/types.js';
import { loadConfig } from '../../src/config/config.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { login } from '../helpers/session.js';

describe('credentials cached briefly: revocation immediate in this process, bounded in others', () => {
  let t: TestApp;
  let other: App;
  before(async () => {
    t = await createTestApp({ AUTH_CACHE_SECONDS: '60' });
    // a second process on the same database: its own services and cache, a 1-second bound
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', AUTH_CACHE_SECONDS: '1' });
    const services = createServices({ config, db: t.db, boss: t.boss, blobs: createBlobStore(config) });
    other = await buildApp({ config, db: t.db, services, auth: createAuthFor(config, services), routes: routeModules, logger: false });
  });
  after(async () => {
    await other?.close();
    await t.close();
  });

  const chats = (app: App, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v2/chats/', headers });

  it('answers 401 to a revoked or replaced API key at once, and to a logged-out session', async () => {
    const o = await makeOrg(t.services);
    assert.equal((await chats(t.app, o.auth)).statusCode, 200);
    assert.equal((await chats(t.app, o.auth)).statusCode, 200);
    const owner = await login(t.app, o.user.email, o.password);
    const created = await t.app.inject({ method: 'POST', url: '/api/keys/', headers: owner.headers });
    assert.equal(created.statusCode, 201);
    assert.equal((await chats(t.app, o.auth)).statusCode, 401, 'the replaced key is refused');
    const fresh = { authorization: `Bearer ${created.json().key}` };
    assert.equal((await chats(t.app, fresh)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/api/keys/', headers: owner.headers })).statusCode, 204);
    assert.equal((await chats(t.app, fresh)).statusCode, 401, 'the revoked key is refused');

    assert.equal((await chats(t.app, owner.headers)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: owner.headers })).statusCode, 204);
    assert.equal((await chats(t.app, owner.headers)).statusCode, 401, 'the ended session is refused');
  });

  it('another process refuses a key revoked elsewhere within its cache time', async () => {
    const o = await makeOrg(t.services);
    assert.equal((await chats(other, o.auth)).statusCode, 200);
    await t.services.apiKeys.revoke(o.org.id);
    assert.equal((await chats(t.app, o.auth)).statusCode, 401);
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal((await chats(other, o.auth)).statusCode, 401);
  });
});
