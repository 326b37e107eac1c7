import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};
// the keys npm knows that the project may set in .npmrc (anything else is warned about on every npm run)
const NPMRC_KEYS = new Set(['engine-strict', 'fund', 'audit', 'save-exact', 'package-lock', 'ignore-scripts', 'registry', 'loglevel']);

describe('install on the declared Node', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const floor = semver.minVersion(pkg.engines.node)!.version;

  it('every locked package supports the lowest Node the project declares (npm ci prints no engine warning)', () => {
    const refusing = Object.entries<any>(lock.packages)
      // an optional package whose engines refuse this Node is skipped by npm without a warning
      .filter(([name, p]) => name !== '' && !p.optional && p.engines?.node && typeof p.engines.node === 'string' && !semver.satisfies(floor, p.engines.node))
      .map(([name, p]) => `${name} wants node ${p.engines.node}`);
    assert.deepEqual(refusing, [], `declared node ${pkg.engines.node}`);
  });

  it('.npmrc holds only keys npm knows', () => {
    const file = path.join(root, '.npmrc');
    if (!fs.existsSync(file)) return;
    const keys = fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#') && !l.startsWith(';')).map((l) => l.split('=')[0].trim());
    assert.deepEqual(keys.filter((k) => !NPMRC_KEYS.has(k)), []);
  });
});
