import pg from 'pg';

/** Delay before the n-th reconnection attempt (0-based): doubles from 200 ms up to 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(5000, 200 * 2 ** Math.min(attempt, 5));
}

/**
 * Listens on a PostgreSQL channel over a dedicated connection (a pooled one cannot hold LISTEN).
 * When the connection drops (server restart, terminated backend) it is re-opened with backoff
 * until stopped; onConnect runs after each connection so the caller can catch up on anything
 * notified while no connection listened, onDisconnect when an established connection drops.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string, processId: number) => void,
  onConnect?: () => void,
  onDisconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(() => schedule());
    }, reconnectDelayMs(attempt++));
    timer.unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined); // followed by 'end'
    c.on('end', () => {
      // only an established connection reconnects; a failed attempt is rescheduled by its caller
      if (client !== c) return;
      client = null;
      onDisconnect?.();
      schedule();
    });
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '', n.processId);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    attempt = 0;
    onConnect?.();
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      await c.end().catch(() => undefined);
    }
  };
}
