import argon2 from 'argon2';
import type { Database } from '../../db/database.js';
import { creditsRepo } from '../../db/repositories/credits.js';
import { tenancyRepo, type OrgRow, type Role, type UserRow } from '../../db/repositories/tenancy.js';
import { errors } from '../../errors/catalogue.js';

/** An organisation, a user and a member's role, as the tenancy area hands them out. */
export type { OrgRow as Organisation, UserRow as User, Role };

const ROLES: readonly Role[] = ['owner', 'admin', 'member'];

/** Turns a name into an organisation slug candidate. */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 63);
  return s || 'org';
}

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Checks a password against an argon2id hash; false on any malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export interface PublicOrg {
  id: number;
  slug: string;
  name: string;
  digital_uploads_enabled: boolean;
  ingest_allowlisted: boolean;
}

export function presentOrg(o: OrgRow): PublicOrg {
  return {
    id: o.id,
    slug: o.slug,
    name: o.name,
    digital_uploads_enabled: o.digital_uploads_enabled,
    ingest_allowlisted: o.ingest_allowlisted,
  };
}

/** Organisations, users and memberships; a new organisation starts with `initialCredits`. */
export function tenancyService(db: Database, opts: { initialCredits: number } = { initialCredits: 0 }) {
  const repo = tenancyRepo(db);
  return {
    async createOrg(input: { name: string; slug?: string }): Promise<OrgRow> {
      const name = input.name.trim();
      if (!name || name.length > 200) throw errors.validation('name must be 1-200 characters', [{ path: '/name', message: 'length 1-200' }]);
      const slug = input.slug ?? slugify(name);
      if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug)) {
        throw errors.validation('slug must be lower-case letters, digits and dashes', [{ path: '/slug', message: 'invalid slug' }]);
      }
      const org = await db.transaction(async (tx) => {
        const o = await tenancyRepo(tx).insertOrg(slug, name);
        if (o && opts.initialCredits > 0) await creditsRepo(tx).grant(o.id, opts.initialCredits, 'initial_grant');
        return o;
      });
      if (!org) throw errors.conflict('slug_taken', `organisation slug '${slug}' is taken`);
      return org;
    },
    /** The organisation with this id, presented; 404 when there is none. */
    async orgById(orgId: number): Promise<PublicOrg> {
      const org = await repo.orgById(orgId);
      if (!org) throw errors.notFound('organisation');
      return presentOrg(org);
    },
    async requireOrg(slug: string): Promise<OrgRow> {
      const org = await repo.orgBySlug(slug);
      if (!org) throw errors.notFound('organisation');
      return org;
    },
    async setOrgFlags(slug: string, flags: { digitalUploads?: boolean; ingestAllowlisted?: boolean }): Promise<OrgRow> {
      const org = await this.requireOrg(slug);
      return (await repo.updateOrgFlags(org.id, flags))!;
    },
    /** Creates a user (or reuses one with the same e-mail) and makes them a member of the org. */
    async createUser(input: { orgSlug: string; email: string; password?: string; role?: string; displayName?: string }): Promise<{ user: UserRow; org: OrgRow; role: Role }> {
      const role = (input.role ?? 'member') as Role;
      if (!ROLES.includes(role)) throw errors.validation('role must be owner, admin or member', [{ path: '/role', message: 'invalid role' }]);
      if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw errors.validation('invalid e-mail', [{ path: '/email', message: 'invalid e-mail' }]);
      if (input.password !== undefined && input.password.length < 8) {
        throw errors.validation('password must be at least 8 characters', [{ path: '/password', message: 'too short' }]);
      }
      const org = await this.requireOrg(input.orgSlug);
      const hash = input.password === undefined ? null : await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const r = tenancyRepo(tx);
        const user = (await r.insertUser(input.email, hash, input.displayName ?? '')) ?? (await r.userByEmail(input.email));
        if (!user) throw errors.internal();
        await r.upsertMembership(org.id, user.id, role);
        return { user, org, role };
      });
    },
  };
}

export type TenancyService = ReturnType<typeof tenancyService>;
