import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import { authRepo, type SessionRow } from '../../db/repositories/auth.js';
import { tenancyRepo, type OrgRow, type Role, type UserRow } from '../../db/repositories/tenancy.js';
import { errors } from '../../errors/catalogue.js';
import { hashPassword, verifyPassword } from '../tenancy/service.js';
import { hashSecret } from './api-keys.js';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Web sessions: login with e-mail and password, resolve a cookie, logout. Only id hashes are stored. */
export function sessionService(db: Database, ttlMinutes: number) {
  const repo = authRepo(db);
  const tenancy = tenancyRepo(db);
  // verified against when the e-mail is unknown, so both failures cost the same time
  let dummyHash: Promise<string> | null = null;

  return {
    ttlMinutes,
    /** Checks the password and opens a new session (dropping the one presented, if any); 401 on any mismatch. */
    async login(input: { email: string; password: string; orgSlug?: string; previousSessionId?: string | null }): Promise<{
      sessionId: string;
      user: UserRow;
      org: OrgRow;
      role: Role;
    }> {
      const user = await tenancy.userByEmail(input.email);
      dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password);
      if (!user || !user.password_hash || !ok) throw errors.unauthenticated();
      const memberships = await tenancy.membershipsOfUser(user.id);
      let chosen = memberships[0];
      if (input.orgSlug !== undefined) {
        const org = await tenancy.orgBySlug(input.orgSlug);
        chosen = memberships.find((m) => org && m.org_id === org.id)!;
      }
      if (!chosen) throw errors.forbidden('not_a_member', 'you are not a member of that organisation');
      const org = (await tenancy.orgById(chosen.org_id))!;
      if (input.previousSessionId) await repo.deleteSession(hashSecret(input.previousSessionId));
      // expired rows are swept per user at login, which keeps the table bounded without a timer
      await repo.deleteExpiredSessionsOfUser(user.id);
      const sessionId = crypto.randomBytes(32).toString('base64url');
      await repo.insertSession(hashSecret(sessionId), user.id, org.id, ttlMinutes);
      return { sessionId, user, org, role: chosen.role };
    },
    /** The live session for a cookie value, or null. */
    async resolve(sessionId: string): Promise<SessionRow | null> {
      if (!SESSION_ID.test(sessionId)) return null;
      return repo.liveSession(hashSecret(sessionId));
    },
    /** Ends a session by the hash of its id. */
    logout: (idHash: string) => repo.deleteSession(idHash),
    /** Deletes every expired session row (run by the sessions.purge job); returns how many. */
    purgeExpired: () => repo.deleteExpiredSessions(),
  };
}

export type SessionService = ReturnType<typeof sessionService>;
