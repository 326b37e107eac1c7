/** A MAJOR.MINOR.PATCH version with an optional pre-release (build metadata is ignored). */
export interface Version {
  major: number;
  minor: number;
  patch: number;
  pre: string[];
}

const SEMVER = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses a semantic version (an optional leading `v` is allowed); null when it is not one. */
export function parseVersion(raw: string): Version | null {
  if (raw.length > 64) return null;
  const m = SEMVER.exec(raw.startsWith('v') ? raw.slice(1) : raw);
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ? m[4].split('.') : [] };
}

function comparePre(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release ranks above its pre-releases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const na = /^\d+$/.test(a[i]);
    const nb = /^\d+$/.test(b[i]);
    if (na && nb && Number(a[i]) !== Number(b[i])) return Number(a[i]) - Number(b[i]);
    if (na !== nb) return na ? -1 : 1;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/** Orders two versions by semantic-versioning precedence (negative, zero or positive). */
export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre);
}
