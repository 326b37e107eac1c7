import crypto from 'node:crypto';
import type { Database } from '../../src/db/database.js';
import { authRepo } from '../../src/db/repositories/auth.js';
import type { Role } from '../../src/db/repositories/tenancy.js';
import { hashSecret } from '../../src/domain/auth/api-keys.js';
import type { Services } from '../../src/services/index.js';

let n = 0;

/** An organisation with a password-less owner and an API key (no password hashing, so it is quick). */
export async function quickOrg(services: Services, opts: { ingestAllowlisted?: boolean } = {}) {
  n++;
  const slug = `q-${n}-${crypto.randomBytes(3).toString('hex')}`;
  const org = await services.tenancy.createOrg({ name: `Quick ${n}`, slug });
  if (opts.ingestAllowlisted) await services.tenancy.setOrgFlags(slug, { ingestAllowlisted: true });
  const { user } = await services.tenancy.createUser({ orgSlug: slug, email: `owner-${slug}@example.test`, role: 'owner' });
  const { secret } = await services.apiKeys.create(org.id, user.id);
  return { org, user, apiKey: secret, auth: { authorization: `Bearer ${secret}` } };
}

/** Adds a password-less member with the given role. */
export async function addMember(services: Services, orgSlug: string, role: Role, tag = crypto.randomBytes(3).toString('hex')) {
  return (await services.tenancy.createUser({ orgSlug, email: `${role}-${tag}-${orgSlug}@example.test`, role })).user;
}

/** Opens a web session directly (as a login would) and returns same-origin request headers. */
export async function openSession(db: Database, userId: number, orgId: number) {
  const sid = crypto.randomBytes(32).toString('base64url');
  await authRepo(db).insertSession(hashSecret(sid), userId, orgId, 60);
  return { sid, headers: { cookie: `sessionid=${sid}`, origin: 'http://localhost:80' } };
}
