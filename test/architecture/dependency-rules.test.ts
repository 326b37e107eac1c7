import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// the project root, from dist/test/architecture/
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** Runs the project's dependency rules over `src` in `cwd`; exit status and output. */
function cruise(cwd: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [cli, 'src', '--config', path.join(root, '.dependency-cruiser.cjs')], { cwd, encoding: 'utf8' });
  // colours (forced under CI) would split the names the assertions look for
  return { status: r.status, out: `${r.stdout}${r.stderr}`.replace(/\x1b\[[0-9;]*m/g, '') };
}

describe('dependency rules', () => {
  it('hold for the source tree', () => {
    const r = cruise(root);
    assert.equal(r.status, 0, r.out);
  });

  it('refuse an import from a lower layer up to http/ or main/, the database in http/, and any import of main/', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-deps-'));
    try {
      const write = (f: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
        fs.writeFileSync(path.join(dir, f), text);
      };
      write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
      write('src/main/services.ts', 'export interface Services { n: number }\n');
      write('src/http/app.ts', "import type { Row } from '../db/rows.js';\nexport const r: Row | null = null;\n");
      write('src/db/rows.ts', 'export interface Row { id: number }\n');
      write('src/jobs/run.ts', "import type { Services } from '../main/services.js';\nexport const s: Services | null = null;\n");
      write('src/domain/area.ts', "import { r } from '../http/app.js';\nexport const a = r;\n");
      write('src/http/routes.ts', "import type { Services } from '../main/services.js';\nexport const s: Services | null = null;\n");
      const r = cruise(dir);
      assert.notEqual(r.status, 0, r.out);
      assert.match(r.out, /no-import-up-to-http-or-main: src\/jobs\/run\.ts → src\/main\/services\.ts/);
      assert.match(r.out, /no-import-up-to-http-or-main: src\/domain\/area\.ts → src\/http\/app\.ts/);
      assert.match(r.out, /no-database-in-http: src\/http\/app\.ts → src\/db\/rows\.ts/);
      assert.match(r.out, /main-only-wires: src\/http\/routes\.ts → src\/main\/services\.ts/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
