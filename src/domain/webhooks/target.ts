import dns from 'node:dns/promises';
import net from 'node:net';

/** Why a webhook target was refused. */
export type TargetProblem = 'invalid_url' | 'unresolvable' | 'forbidden_address';

export class TargetError extends Error {
  constructor(
    readonly problem: TargetProblem,
    message: string,
  ) {
    super(message);
  }
}

// ranges never reachable as a webhook target unless the operator allows them
const FORBIDDEN_V4 = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const;
const FORBIDDEN_V6 = [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const;

const forbidden = new net.BlockList();
for (const [a, n] of FORBIDDEN_V4) forbidden.addSubnet(a, n, 'ipv4');
for (const [a, n] of FORBIDDEN_V6) forbidden.addSubnet(a, n, 'ipv6');

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address stands for, else null. */
function embeddedV4(ip: string): string | null {
  const m = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (m) return m[1];
  const h = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (h) {
    const hi = parseInt(h[1], 16);
    const lo = parseInt(h[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** Decides which addresses a webhook may be sent to: public ones, plus the ranges the operator allows. */
export function addressPolicy(allowCidrs: readonly string[]) {
  const allowed = new net.BlockList();
  for (const c of allowCidrs) {
    const [a, bits] = c.split('/');
    allowed.addSubnet(a, Number(bits), net.isIP(a) === 4 ? 'ipv4' : 'ipv6');
  }
  /** True when the address may be a webhook target. */
  function permits(ip: string): boolean {
    const v4 = net.isIP(ip) === 6 ? embeddedV4(ip) : ip;
    const [addr, family] = v4 !== null ? [v4, 'ipv4' as const] : [ip, 'ipv6' as const];
    if (allowed.check(addr, family)) return true;
    return !forbidden.check(addr, family);
  }
  return { permits };
}

export type AddressPolicy = ReturnType<typeof addressPolicy>;

/** A parsed webhook URL: http(s), no credentials, no fragment, at most 2000 characters. */
export function parseTargetUrl(raw: string): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new TargetError('invalid_url', 'the URL is not an absolute URL');
  }
  if (raw.length > 2000) throw new TargetError('invalid_url', 'the URL is longer than 2000 characters');
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new TargetError('invalid_url', 'the URL must use https or http');
  if (u.username || u.password) throw new TargetError('invalid_url', 'the URL must not carry credentials');
  if (u.hash) throw new TargetError('invalid_url', 'the URL must not carry a fragment');
  if (!u.hostname) throw new TargetError('invalid_url', 'the URL has no host');
  return u;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host and checks every address it resolves to: one refused address refuses the
 * target (a name must not mix public and private addresses). The connection then uses these addresses
 * only, so a second resolution cannot swap in another.
 */
export async function resolveTarget(u: URL, policy: AddressPolicy, lookup: typeof dns.lookup = dns.lookup): Promise<ResolvedAddress[]> {
  const host = u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname;
  let addrs: ResolvedAddress[];
  if (net.isIP(host)) addrs = [{ address: host, family: net.isIP(host) as 4 | 6 }];
  else {
    try {
      addrs = (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
    } catch {
      throw new TargetError('unresolvable', `the host ${host} does not resolve`);
    }
    if (addrs.length === 0) throw new TargetError('unresolvable', `the host ${host} does not resolve`);
  }
  const bad = addrs.find((a) => !policy.permits(a.address));
  if (bad) throw new TargetError('forbidden_address', `the host resolves to ${bad.address}, a private, loopback or link-local address`);
  return addrs;
}
