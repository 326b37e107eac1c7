// Run as a child process: creates a new embedded database in the directory given as the first
// argument and exits. The creation (initdb and a temporary instance, each with its own WebAssembly
// memory) peaks at several hundred MiB; in a child, all of it goes back to the system at exit
// instead of staying in the service's heap until collected.
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from './pglite-params.js';

const [dir, sharedBuffersMb] = process.argv.slice(2);
// initdb runs once per data directory; V8's baseline compiler is enough and costs less memory
v8.setFlagsFromString('--liftoff-only');
const pg = new PGlite({ dataDir: dir, startParams: pgliteStartParams(Number(sharedBuffersMb)) });
await pg.waitReady;
await pg.close();
