// Frees a thread's dead page buffers soon after a page. Page images, tensors and model outputs
// live outside the JavaScript heap; V8 counts them but collects only after 64 MiB more of them
// since its last collection, so each thread that handles pages (parse worker, OCR thread) could
// hold up to that much dead pixel memory, and a scan's peak was those piles added together.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Dead buffer memory a thread may hold before it collects after a page (V8's own allowance is 64 MiB). */
export const COLLECT_EXTERNAL_BYTES = 16 * 1024 * 1024;

type Collect = () => void;

let gc: Collect | null | undefined;

/**
 * The garbage collector as a function. The flag is process-wide and read when a context is made,
 * so it is set only while one new context is made and then cleared again.
 */
function collector(): Collect | null {
  if (gc !== undefined) return gc;
  try {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as Collect;
  } catch {
    gc = null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return gc;
}

/** External memory right after this thread's last collection here (what is live: the document, an engine's memory). */
let floor = -1;

/**
 * Collects this thread's garbage, returning whether it did, when its memory outside the heap has
 * grown by more than `limit` bytes since the last collection made here (call after a page is handed on).
 */
export function collectAfterPage(limit: number = COLLECT_EXTERNAL_BYTES): boolean {
  // growth counts, not the total: a document's bytes or an engine's WebAssembly memory are live
  // and would otherwise force a collection after every page
  const external = v8.getHeapStatistics().external_memory;
  if (floor < 0 || external < floor) floor = external;
  if (external - floor <= limit) return false;
  const run = collector();
  if (!run) return false;
  run();
  floor = v8.getHeapStatistics().external_memory;
  return true;
}

