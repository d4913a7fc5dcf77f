/**
 * The CAS `service` of a login page (spec §1 login mode 1; CAS 3.0): what the login page
 * sends to GET /cas/address and, back from CAS, to POST /cas/token — both times the same
 * string, as CAS requires.
 */

/**
 * The CAS `service` for a login page: its absolute URL (`origin` + `href`, the router path
 * with any basename) with the `redirect` parameter and nothing else, so the URL CAS
 * returns to (`…&ticket=`) gives the same service again.
 * @example ssoService('https://x.test', '/admin/login', '/users') → 'https://x.test/admin/login?redirect=%2Fusers'
 */
export function ssoService(origin: string, href: string, redirect: string | null): string {
  const url = new URL(href, origin);
  url.search = '';
  url.hash = '';
  if (redirect) url.searchParams.set('redirect', redirect);
  return url.href;
}
