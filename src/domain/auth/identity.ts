import type { Database } from '../../db/database.js';
import { authRepo } from '../../db/repositories/auth.js';
import { tenancyRepo, type Role } from '../../db/repositories/tenancy.js';
import { errors } from '../../errors/catalogue.js';
import type { VerifiedToken } from './oidc.js';

export interface Membership {
  orgId: number;
  role: Role;
}

/** Maps identity-provider subjects to users and users to the organisation they act in. */
export function identityService(db: Database, defaultIssuer: string | null) {
  const auth = authRepo(db);
  const tenancy = tenancyRepo(db);
  return {
    /** The user a verified token stands for: a linked (issuer, subject), else a verified e-mail of an existing user. */
    async userForToken(t: VerifiedToken): Promise<number | null> {
      const linked = await auth.linkedUser(t.issuer, t.subject);
      if (linked !== null) return linked;
      if (t.email && t.emailVerified) return (await tenancy.userByEmail(t.email))?.id ?? null;
      return null;
    },
    /**
     * The membership a request acts in: the organisation named by slug when given (403 when the
     * user is not a member), else the user's oldest membership; null when the user has none.
     */
    async membershipFor(userId: number, orgSlug: string | null): Promise<Membership | null> {
      if (orgSlug !== null) {
        const org = await tenancy.orgBySlug(orgSlug);
        const m = org ? await tenancy.membership(org.id, userId) : null;
        if (!org || !m) throw errors.forbidden('not_a_member', 'you are not a member of that organisation');
        return { orgId: org.id, role: m.role };
      }
      const all = await tenancy.membershipsOfUser(userId);
      return all.length ? { orgId: all[0].org_id, role: all[0].role } : null;
    },
    /** Links an identity-provider subject to the member of an organisation with this e-mail. */
    async link(input: { orgSlug: string; email: string; subject: string; issuer?: string }) {
      const issuer = input.issuer ?? defaultIssuer;
      if (!issuer) throw errors.validation('an issuer is needed when OIDC_ISSUER is not set', [{ path: '/issuer', message: 'required' }]);
      if (!input.subject || input.subject.length > 255) throw errors.validation('subject must be 1-255 characters', [{ path: '/subject', message: 'length 1-255' }]);
      const org = await tenancy.orgBySlug(input.orgSlug);
      if (!org) throw errors.notFound('organisation');
      const user = await tenancy.userByEmail(input.email);
      if (!user || !(await tenancy.membership(org.id, user.id))) throw errors.notFound('member');
      await auth.link(issuer, input.subject, user.id);
      return { issuer, subject: input.subject, user, org };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
