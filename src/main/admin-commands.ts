import type { Services } from '../services/index.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** One flag an admin command accepts: `--name <value>`. */
export interface FlagSpec {
  value: string;
  required?: boolean;
  help: string;
}

/** What an admin command accepts, for validation and for its --help. */
export interface CommandSpec {
  summary: string;
  flags: Record<string, FlagSpec>;
}

const BOOL = 'true|false';

/** The flags of every admin command, by its words. */
export const adminSpecs: Record<string, CommandSpec> = {
  'org create': {
    summary: 'create an organisation',
    flags: { name: { value: 'N', required: true, help: 'display name' }, slug: { value: 'S', help: 'URL slug (derived from the name when absent)' } },
  },
  'org set': {
    summary: 'change organisation switches',
    flags: {
      org: { value: 'S', required: true, help: 'organisation slug' },
      'digital-uploads': { value: BOOL, help: 'accept digital (born-digital PDF and office) uploads' },
      'ingest-allowlisted': { value: BOOL, help: 'allow the desktop ingest agent' },
    },
  },
  'user create': {
    summary: 'create a user (or reuse the e-mail) and make them a member',
    flags: {
      org: { value: 'S', required: true, help: 'organisation slug' },
      email: { value: 'E', required: true, help: 'e-mail address' },
      password: { value: 'P', help: 'password for web sign-in' },
      role: { value: 'owner|admin|member', help: 'role in the organisation' },
      name: { value: 'N', help: 'display name' },
      subject: { value: 'SUB', help: 'also link this identity-provider subject' },
      issuer: { value: 'I', help: 'issuer of --subject (default OIDC_ISSUER)' },
    },
  },
  'user link': {
    summary: 'link an identity-provider subject to a member',
    flags: {
      org: { value: 'S', required: true, help: 'organisation slug' },
      email: { value: 'E', required: true, help: 'e-mail of the member' },
      subject: { value: 'SUB', required: true, help: 'the `sub` claim of their access tokens' },
      issuer: { value: 'I', help: 'issuer (default OIDC_ISSUER)' },
    },
  },
  'apikey create': {
    summary: 'create the organisation API key (replacing any previous); prints the secret once',
    flags: { org: { value: 'S', required: true, help: 'organisation slug' } },
  },
  'apikey revoke': {
    summary: 'revoke the active organisation API key',
    flags: { org: { value: 'S', required: true, help: 'organisation slug' } },
  },
  'credits grant': {
    summary: 'add credits to an organisation; prints the new balance',
    flags: {
      org: { value: 'S', required: true, help: 'organisation slug' },
      amount: { value: 'N', required: true, help: 'credits to add (a positive whole number)' },
      reason: { value: 'R', help: 'ledger reason (default admin_grant)' },
    },
  },
};

/** True when an argument asks for help. */
export function isHelpFlag(a: string): boolean {
  return a === '--help' || a === '-h';
}

/** The usage text of one admin command. */
export function commandUsage(name: string): string {
  const spec = adminSpecs[name];
  const synopsis = Object.entries(spec.flags)
    .map(([f, s]) => (s.required ? `--${f} ${s.value}` : `[--${f} ${s.value}]`))
    .join(' ');
  const lines = Object.entries(spec.flags).map(([f, s]) => `  --${`${f} ${s.value}`.padEnd(28)} ${s.help}${s.required ? ' (required)' : ''}`);
  return `usage: structa ${name} ${synopsis}\n${spec.summary}; prints one JSON object on stdout.\n${lines.join('\n')}`;
}

/**
 * Parses `--flag value` (or `--flag=value`) pairs after the command words; with a spec, a flag it
 * does not name is a usage error, so a misspelt switch is never silently ignored.
 */
export function parseFlags(args: string[], spec?: CommandSpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--') || a === '--') throw new UsageError(`unexpected argument '${a}'`);
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (spec && !Object.hasOwn(spec.flags, name)) {
      const known = Object.keys(spec.flags).map((f) => `--${f}`).join(', ');
      throw new UsageError(`unknown flag --${name} (accepted: ${known})`);
    }
    if (Object.hasOwn(out, name)) throw new UsageError(`--${name} is given twice`);
    if (eq > 0) out[name] = a.slice(eq + 1);
    else {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      out[name] = v;
      i++;
    }
  }
  if (spec) {
    for (const [f, s] of Object.entries(spec.flags)) if (s.required && (out[f] === undefined || out[f] === '')) throw new UsageError(`--${f} is required`);
  }
  return out;
}


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
export function findAdminCommand(argv: string[]): { name: string; handler: AdminHandler; spec: CommandSpec; rest: string[] } | null {
  for (const n of [2, 1]) {
    const name = argv.slice(0, n).join(' ');
    if (Object.hasOwn(adminCommands, name)) return { name, handler: adminCommands[name], spec: adminSpecs[name], rest: argv.slice(n) };
  }
  return null;
}
