const SENSITIVE_NAME = /key|token|secret|passw|session|auth|signature|sig$|code/i;
const SENSITIVE_VALUE = /sk-service-|^eyJ|^Bearer\s/i;

/** A request URL fit for logs: query values that look like credentials are replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      let value = pair.slice(eq + 1);
      try {
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        /* undecodable values are judged as sent */
      }
      return SENSITIVE_NAME.test(name) || SENSITIVE_VALUE.test(value) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** The pino serializer for requests: method, redacted URL, host and peer. */
export function requestSerializer(req: { method: string; url: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), host: req.host ?? req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
