/** A small HTTP client for the service's API as an integration would use it. */

/** The service has no such route (404 route_not_found): this build lacks a feature the benchmark drives. */
export class MissingRouteError extends Error {}

/** Any other answer that is not 2xx; `code` is the error body's stable code when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
    readonly code = '',
  ) {
    super(`${what} answered HTTP ${status}: ${body.slice(0, 300)}`);
  }
}

/** No answer within the client's time limit. */
export class TimeoutError extends Error {}

/** True when a request failed because the connection was reset or closed under it. */
function resetConnection(e: unknown): boolean {
  const code = (e as { cause?: { code?: string } } | null)?.cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE';
}

/** How often one request is sent again after 429 `rate_limited` before the answer counts as an error. */
const RATE_LIMITED_RETRIES = 20;

/** Milliseconds to wait after a 429, from its Retry-After seconds (one second when absent or unreadable). */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 1000;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client sending the API key as a bearer token, JSON or multipart bodies, parsing JSON answers; a request waits at most timeoutMs. */
export function apiClient(base: string, apiKey: string, timeoutMs = 120_000) {
  async function call(method: string, path: string, body?: unknown | FormData): Promise<any> {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let res: Response | undefined;
    for (let attempt = 1, limited = 0; !res; attempt++) {
      try {
        res = await fetch(new URL(path, base), { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
      } catch (e) {
        if (e instanceof Error && e.name === 'TimeoutError') throw new TimeoutError(`${method} ${path.replace(/\?.*$/, '')} had no answer within ${timeoutMs / 1000} s`);
        // a kept-alive connection the server closed as it was reused: a read is sent again
        if (method === 'GET' && attempt < 3 && resetConnection(e)) continue;
        throw e;
      }
      // over the request limit: wait as the service says and send the same request again, as an integration would
      if (res.status === 429 && limited++ < RATE_LIMITED_RETRIES) {
        await res.text();
        await sleep(retryAfterMs(res.headers.get('retry-after')));
        res = undefined;
      }
    }
    const text = await res.text();
    if (res.ok) return text ? JSON.parse(text) : null;
    let code = '';
    try {
      code = String(JSON.parse(text).code ?? '');
    } catch {
      /* not JSON */
    }
    if (res.status === 404 && code === 'route_not_found') throw new MissingRouteError(`the service has no route ${method} ${path.replace(/\?.*$/, '')}`);
    throw new ApiError(res.status, text, `${method} ${path}`, code);
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
  };
}
