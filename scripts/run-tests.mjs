#!/usr/bin/env node
// Runs every compiled test file with node's test runner and prints one closing line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const argv = process.argv.slice(2);
const dirIdx = argv.indexOf('--dir');
const dirs = dirIdx >= 0 ? [argv[dirIdx + 1]] : ['dist/src', 'dist/test'];
const filter = argv.filter((_, i) => dirIdx < 0 || (i !== dirIdx && i !== dirIdx + 1));

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.test.js')) out.push(p);
  }
  return out;
}

let files = [...dirs, ...(dirIdx >= 0 ? [] : ['dist/bench'])].flatMap((d) => walk(path.join(root, d))).sort();
if (filter.length) files = files.filter((f) => filter.some((x) => f.includes(x)));
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const tap = path.join(os.tmpdir(), `structa-tap-${process.pid}.txt`);
const concurrency = process.env.TEST_CONCURRENCY || '2';
const args = [
  '--test',
  `--test-concurrency=${concurrency}`,
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${tap}`,
  ...files,
];
const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: root, env: process.env });
child.on('exit', (code) => {
  let pass = 0;
  let fail = 0;
  let skip = 0;
  try {
    const text = fs.readFileSync(tap, 'utf8');
    const num = (k) => Number((new RegExp(`^# ${k} (\\d+)`, 'm').exec(text) || [])[1] || 0);
    pass = num('pass');
    fail = num('fail') + num('cancelled');
    skip = num('skipped') + num('todo');
    fs.rmSync(tap, { force: true });
  } catch {
    fail = Math.max(fail, 1);
  }
  console.log(`${pass} passed, ${fail} failed, ${skip} skipped`);
  process.exit(code ?? 1);
});
