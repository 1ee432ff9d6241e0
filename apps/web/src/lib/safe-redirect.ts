/** Characters a browser strips or rewrites inside URLs: they can turn `/\t/evil` into `//evil`. */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * The place to go after signing in: `value` when it is a path on this site (one leading `/`,
 * not `//host` nor `/\host`), else `fallback`. Never an absolute URL.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!isLocalPath(value) || hasControlOrSpace(value)) return fallback;
  try {
    // Resolve it the way the browser would: it must stay on the same origin, and dot segments
    // must not turn it into `//host` (`/a/../..//evil`).
    const url = new URL(value, PROBE_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === PROBE_ORIGIN && isLocalPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}
