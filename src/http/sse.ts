import type { ServerResponse } from 'node:http';

/** A Server-Sent Events writer over a raw response: events with ids, comments as heartbeats. */
export function openSse(res: ServerResponse, headers: Record<string, string> = {}) {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    ...headers,
  });
  res.write(': stream open\n\n');
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  return {
    get closed() {
      return closed || res.destroyed;
    },
    /** Writes one event; data is JSON on a single line. */
    event(id: number | string, data: unknown, event?: string) {
      if (this.closed) return;
      res.write(`${event ? `event: ${event}\n` : ''}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** Writes a comment line (ignored by clients; keeps proxies from closing an idle stream). */
    comment(text: string) {
      if (this.closed) return;
      res.write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`);
    },
    end() {
      if (!closed) res.end();
      closed = true;
    },
  };
}

export type SseWriter = ReturnType<typeof openSse>;

/** Reads Last-Event-ID (header, or `last_event_id` query for clients that cannot set headers); 0 when absent or invalid. */
export function lastEventId(header: string | string[] | undefined, query?: string): number {
  const raw = (Array.isArray(header) ? header[0] : header) ?? query ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}
