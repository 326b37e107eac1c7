// What the services run in benchmark child processes share: one organisation with an owner, an API
// key and ample credits, and the loop that answers the parent's requests over IPC.
import type { Runtime } from '../src/main/runtime.js';
import { creditsRepo } from '../src/db/repositories/credits.js';

/** An organisation (slug `slug`) with an owner, an API key and credits enough for any benchmark. */
export async function benchTenant(rt: Runtime, slug: string) {
  const org = await rt.services.tenancy.createOrg({ name: 'Benchmark', slug });
  const { user } = await rt.services.tenancy.createUser({ orgSlug: slug, email: `${slug}@example.test`, password: 'bench password 1', role: 'owner' });
  const { secret } = await rt.services.apiKeys.create(org.id, user.id);
  await rt.db.transaction((tx) => creditsRepo(tx).grant(org.id, 100_000_000, 'benchmark'));
  return { org, user, secret };
}

/** Answers each request from the parent with the handler's result, or its error's message. */
export function answerParent<C extends { id: number }>(handle: (m: C) => Promise<unknown>): void {
  process.on('message', (m: C) => {
    void handle(m).then(
      (result) => process.send!({ id: m.id, result }),
      (e: Error) => process.send!({ id: m.id, error: e.message }),
    );
  });
}
