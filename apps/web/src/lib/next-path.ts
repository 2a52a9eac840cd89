// Back to the page asked for after logging in. A screen opened without a session sends the
// browser to the login with the page in `?next=` ('/?next=%2Fhotel%3Ftab%3Dall'); the login (and
// '/' opened with a session) then goes there instead of /dashboard. Only a path of this site is
// followed: anything that could leave it ('//evil.example', 'https://…', '/\evil', a scheme, a
// control character) is ignored, so the parameter cannot be used to send someone elsewhere.

export const NEXT_PARAM = 'next';

/** The same-origin path (with its query and hash) that `raw` names, or null. */
export function safeNextPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw.length > 2000) return null;
  // A path, not a protocol-relative URL or a backslash trick browsers read as one.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // The login itself is no page to return to.
  if (url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login's address that returns to `path` (a path with its query) afterwards. */
export function loginPathFor(path: string): string {
  return path === '/' || path === '' ? '/' : `/?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}

/** Where to go after logging in, from the login page's query string. */
export function afterLoginPath(search: string, origin: string): string {
  const params = new URLSearchParams(search);
  return safeNextPath(params.get(NEXT_PARAM), origin) ?? '/dashboard';
}
