import type { App } from '../../src/http/types.js';

/** Signs in through POST /api/v2/auth/login; returns the session id and headers for same-origin requests. */
export async function login(app: App, email: string, password: string, extra: Record<string, string> = {}) {
  const r = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password }, headers: extra });
  if (r.statusCode !== 200) throw new Error(`login failed: ${r.statusCode} ${r.body}`);
  const setCookie = String(r.headers['set-cookie']);
  const sid = /^sessionid=([^;]*)/.exec(setCookie)![1];
  return {
    sid,
    setCookie,
    /** cookie plus an Origin matching the inject host, as the web app would send */
    headers: { cookie: `sessionid=${sid}`, origin: 'http://localhost:80' },
  };
}
