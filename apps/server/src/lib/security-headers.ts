// The security headers of every answer (the Content-Security-Policy, no sniffing, no framing, no
// referrer, and no caching of API answers), decided in one place: app.ts applies them in its
// onSend hook, and every answer written past Fastify's reply (a streamed list, a refusal at the
// HTTP parser or the router, the shutdown's 503) takes them from `securityHeaders`.

const policy = (directives: Record<string, string>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The web app: only our own scripts (Vite's build has no inline script and nothing calls
 * eval), no plugins, no framing, no foreign form targets. Styles allow 'unsafe-inline' because
 * Chakra UI (emotion) inserts <style> elements at run time; a style cannot run code, and
 * scripts stay strict. Images: our own files, data: URLs (icons) and blob: (the preview of a
 * picture just chosen or taken with the camera).
 */
export const WEB_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'media-src': "'self' blob:",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/**
 * /api/docs (Swagger UI): the same, plus the badge image Swagger UI fetches from its online
 * validator for a public host. Swagger UI's own default policy (staticCSP) would add
 * upgrade-insecure-requests, which breaks the page when PawDesk is served over plain HTTP.
 */
export const DOCS_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https://validator.swagger.io",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

export const DOCS_PREFIX = '/api/docs';

export function contentSecurityPolicyFor(path: string): string {
  return path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`) ? DOCS_CSP : WEB_CSP;
}

/**
 * API answers (REST under /api, tRPC under /trpc) carry a user's data and are never cached
 * by the browser or a proxy. The docs page's static files may be; /assets and /uploads keep
 * their long caching (they are outside these prefixes).
 */
export function isApiAnswer(path: string): boolean {
  if (path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)) return false;
  return path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');
}

/** The path of a request target, without its query. */
export const pathOf = (url: string | undefined): string => (url ?? '/').split('?')[0] ?? '/';

/**
 * Every security header of an answer to `path`, names in lower case: no MIME sniffing (uploads
 * above all), no framing, no referrer leaks, scripts only from our own origin, and API answers
 * never cached.
 */
export function securityHeaders(path: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'content-security-policy': contentSecurityPolicyFor(path),
    ...(isApiAnswer(path) ? { 'cache-control': 'no-store' } : {}),
  };
}
