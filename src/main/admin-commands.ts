import type { Services } from './services.js';

/** Parses `--flag value` pairs after the command words. */
export function parseFlags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument '${a}'`);
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
      out[a.slice(2)] = v;
      i++;
    }
  }
  return out;
}

export class UsageError extends Error {}

function need(f: Record<string, string>, name: string): string {
  const v = f[name];
  if (v === undefined || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

function boolFlag(v: string | undefined, name: string): boolean | undefined {
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new UsageError(`--${name} takes true or false`);
}

export type AdminHandler = (services: Services, flags: Record<string, string>) => Promise<unknown>;

/** Admin commands by their words; each returns a JSON-serialisable result. */
export const adminCommands: Record<string, AdminHandler> = {
  'org create': async (s, f) => {
    const org = await s.tenancy.createOrg({ name: need(f, 'name'), slug: f.slug });
    return { id: org.id, slug: org.slug, name: org.name };
  },
  'org set': async (s, f) => {
    const org = await s.tenancy.setOrgFlags(need(f, 'org'), {
      digitalUploads: boolFlag(f['digital-uploads'], 'digital-uploads'),
      ingestAllowlisted: boolFlag(f['ingest-allowlisted'], 'ingest-allowlisted'),
    });
    return { id: org.id, slug: org.slug, digital_uploads_enabled: org.digital_uploads_enabled, ingest_allowlisted: org.ingest_allowlisted };
  },
  'user create': async (s, f) => {
    const r = await s.tenancy.createUser({ orgSlug: need(f, 'org'), email: need(f, 'email'), password: f.password, role: f.role, displayName: f.name });
    const out: Record<string, unknown> = { id: r.user.id, email: r.user.email, org: r.org.slug, role: r.role };
    if (f.subject !== undefined) {
      const l = await s.identity.link({ orgSlug: r.org.slug, email: r.user.email, subject: f.subject, issuer: f.issuer });
      out.issuer = l.issuer;
      out.subject = l.subject;
    }
    return out;
  },
  'user link': async (s, f) => {
    const l = await s.identity.link({ orgSlug: need(f, 'org'), email: need(f, 'email'), subject: need(f, 'subject'), issuer: f.issuer });
    return { id: l.user.id, email: l.user.email, org: l.org.slug, issuer: l.issuer, subject: l.subject };
  },
  'apikey create': async (s, f) => {
    const org = await s.tenancy.requireOrg(need(f, 'org'));
    const { secret, key } = await s.apiKeys.create(org.id, null);
    return { org: org.slug, key: secret, prefix: key.prefix, created_at: key.created_at.toISOString() };
  },
  'credits grant': async (s, f) => {
    const org = await s.tenancy.requireOrg(need(f, 'org'));
    const raw = need(f, 'amount');
    if (!/^\d+$/.test(raw)) throw new UsageError('--amount takes a positive whole number');
    const balance = await s.credits.grant(org.id, Number(raw), f.reason ?? 'admin_grant');
    return { org: org.slug, amount: Number(raw), balance };
  },
  'apikey revoke': async (s, f) => {
    const org = await s.tenancy.requireOrg(need(f, 'org'));
    return { org: org.slug, revoked: await s.apiKeys.revoke(org.id) };
  },
};

/** Finds the admin command named by the first words of argv. */
export function findAdminCommand(argv: string[]): { name: string; handler: AdminHandler; rest: string[] } | null {
  for (const n of [2, 1]) {
    const name = argv.slice(0, n).join(' ');
    if (adminCommands[name]) return { name, handler: adminCommands[name], rest: argv.slice(n) };
  }
  return null;
}
