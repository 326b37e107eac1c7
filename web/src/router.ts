import { useEffect, useState } from 'react';

/** The current location hash as a path and query, e.g. `#/chats/abc?page=2`. */
export interface Route {
  parts: string[];
  query: URLSearchParams;
}

function read(): Route {
  const h = window.location.hash.replace(/^#/, '') || '/chats';
  const [p, q] = h.split('?');
  return { parts: p.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(q ?? '') };
}

/** Re-renders on hash changes. */
export function useRoute(): Route {
  const [r, setR] = useState(read);
  useEffect(() => {
    const on = () => setR(read());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return r;
}

/** Builds a hash link from path parts (each encoded) and optional query. */
export function href(parts: (string | number)[], query?: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return '#/' + parts.map((p) => encodeURIComponent(String(p))).join('/') + (s ? `?${s}` : '');
}

/** Navigates to a hash link. */
export function go(link: string) {
  window.location.hash = link.replace(/^#/, '');
}
