import fs from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  socket: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process that holds the embedded database under dataDir, if one is alive. */
export function lockHolder(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'structa.lock'), 'utf8')) as LockInfo;
    return alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** Takes the embedded-database lock, or returns the live holder when another process has it. */
export function takeLock(dataDir: string, socket: string): { release: () => void } | { holder: LockInfo } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'structa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, socket }), { flag: 'wx', mode: 0o600 });
      return {
        release: () => {
          try {
            const cur = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
            if (cur.pid === process.pid) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = lockHolder(dataDir);
      if (holder) return { holder };
      fs.rmSync(file, { force: true }); // stale lock of a dead process
    }
  }
  throw new Error('could not take the embedded database lock');
}
