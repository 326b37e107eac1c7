import { errors } from '../../errors/catalogue.js';

export interface LoginLimitSettings {
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

// bounds the memory an attack from many addresses or on many accounts can take
const MAX_ENTRIES = 100_000;

/** A fixed-window counter per key, in this process's memory. */
function counter(max: number, windowMs: number, now: () => number) {
  const windows = new Map<string, Window>();
  let sweptAt = now();

  function sweep(t: number) {
    if (t - sweptAt >= windowMs) {
      sweptAt = t;
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    }
    if (windows.size < MAX_ENTRIES) return;
    // still full: drop the oldest tenth at once (a Map iterates in insertion order)
    let drop = windows.size - Math.floor(MAX_ENTRIES * 0.9);
    for (const k of windows.keys()) {
      if (drop-- <= 0) break;
      windows.delete(k);
    }
  }

  return {
    /** Seconds until the key may try again, or 0 when it is under its limit. */
    blockedFor(key: string): number {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t || w.count < max) return 0;
      return Math.max(1, Math.ceil((w.resetAt - t) / 1000));
    },
    add(key: string) {
      const t = now();
      sweep(t);
      const w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.delete(key); // a new window goes to the end of the insertion order, so the oldest are dropped first
        windows.set(key, { count: 1, resetAt: t + windowMs });
      }
      else w.count++;
    },
    remove(key: string) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count--;
    },
    clear(key: string) {
      windows.delete(key);
    },
  };
}

/**
 * Sign-in attempt limits per account (e-mail) and per client address. An attempt is counted
 * when it starts (so parallel guesses are counted too); a successful sign-in takes its own
 * attempt back and clears the account's count, so only failures add up.
 */
export function loginLimiter(settings: LoginLimitSettings, now: () => number = Date.now) {
  const windowMs = settings.windowSeconds * 1000;
  const accounts = counter(settings.maxPerAccount, windowMs, now);
  const addresses = counter(settings.maxPerAddress, windowMs, now);
  const accountKey = (email: string) => email.trim().toLowerCase();

  return {
    /** Counts one attempt, or throws 429 `rate_limited` with Retry-After when the account or address is over its limit. */
    begin(email: string, address: string): void {
      const wait = Math.max(accounts.blockedFor(accountKey(email)), addresses.blockedFor(address));
      if (wait > 0) throw errors.tooManyRequests(wait);
      accounts.add(accountKey(email));
      addresses.add(address);
    },
    /** Records a successful sign-in begun with begin(). */
    succeeded(email: string, address: string): void {
      accounts.clear(accountKey(email));
      addresses.remove(address);
    },
  };
}

export type LoginLimiter = ReturnType<typeof loginLimiter>;
