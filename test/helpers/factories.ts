import crypto from 'node:crypto';
import type { Services } from '../../src/services/index.js';

let n = 0;

/** Creates an organisation with an owner and an API key; returns what tests need to call as it. */
export async function makeOrg(services: Services, opts: { digitalUploads?: boolean } = {}) {
  n++;
  const slug = `org-${n}-${crypto.randomBytes(3).toString('hex')}`;
  const org = await services.tenancy.createOrg({ name: `Org ${n}`, slug });
  if (opts.digitalUploads) await services.tenancy.setOrgFlags(slug, { digitalUploads: true });
  const password = 'correct horse battery';
  const { user } = await services.tenancy.createUser({ orgSlug: slug, email: `owner${n}-${slug}@example.test`, password, role: 'owner' });
  const { secret } = await services.apiKeys.create(org.id, user.id);
  return { org, user, password, apiKey: secret, auth: { authorization: `Bearer ${secret}` } };
}
