/** A small HTTP client for the service's API as an integration would use it. */

export class MissingRouteError extends Error {}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered HTTP ${status}: ${body.slice(0, 300)}`);
  }
}

export function apiClient(base: string, apiKey: string) {
  async function call(method: string, path: string, body?: unknown | FormData): Promise<any> {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(new URL(path, base), { method, headers, body: payload });
    const text = await res.text();
    if (res.status === 404) {
      let code = '';
      try {
        code = JSON.parse(text).code;
      } catch {
        /* not JSON */
      }
      if (code === 'route_not_found') throw new MissingRouteError(`the service has no route ${method} ${path.replace(/\?.*$/, '')}`);
    }
    if (!res.ok) throw new ApiError(res.status, text, `${method} ${path}`);
    return text ? JSON.parse(text) : null;
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
  };
}
