// Admission of parses against a process-wide memory budget: a parse starts only when the memory
// it may use (its worker's heap and young generation, its input, and what a zip container may
// inflate to) fits beside the parses already running. One parse is always admitted when none
// runs, so a document larger than the budget still runs, alone.

interface Waiter {
  mb: number;
  resolve(): void;
}

let used = 0;
let running = 0;
const waiting: Waiter[] = [];

/** Megabytes one parse may use: heap limit, young generation, twice its input, and the zip cap for zip formats. */
export function parseReservationMb(memoryMb: number, youngMb: number, inputBytes: number, zipInflatedMb: number): number {
  return memoryMb + youngMb + Math.ceil((2 * inputBytes) / (1024 * 1024)) + zipInflatedMb;
}

function fits(mb: number, budgetMb: number): boolean {
  return budgetMb <= 0 || running === 0 || used + mb <= budgetMb;
}

/** Waits until `mb` fits in the budget (first come, first served), then holds it until the returned release is called. */
export async function admit(mb: number, budgetMb: number, signal?: AbortSignal): Promise<() => void> {
  if (waiting.length === 0 && fits(mb, budgetMb)) {
    used += mb;
    running++;
  } else {
    // the reservation is taken by `release` of another parse when the waiter's turn comes
    await new Promise<void>((resolve, reject) => {
      const w: Waiter = { mb, resolve };
      waiting.push(w);
      signal?.addEventListener('abort', () => {
        const i = waiting.indexOf(w);
        if (i < 0) return;
        waiting.splice(i, 1);
        reject(new Error('aborted while waiting for memory'));
      }, { once: true });
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    used -= mb;
    running--;
    while (waiting.length && fits(waiting[0].mb, budgetMb)) {
      const w = waiting.shift()!;
      used += w.mb;
      running++;
      w.resolve();
    }
  };
}

/** Megabytes reserved and parses running now (for tests and metrics). */
export function budgetUse(): { usedMb: number; running: number; waiting: number } {
  return { usedMb: used, running, waiting: waiting.length };
}
