/**
 * Security headers on every answer — API envelopes, the built pages, /gateway/docs, the
 * OpenAPI document, calendar feeds, media and 404s — through @fastify/helmet, registered
 * on the root instance before any route so its onRequest hook runs first everywhere.
 *
 * The Content-Security-Policy is what the three apps (apps/terminal, apps/admin,
 * apps/catering) and the docs page actually need, nothing more:
 * - scripts only from our own origin (the Vite bundles in /assets/); no inline script, no
 *   eval — the browser apps switch zod to its eval-free mode (platform/http/no-eval.ts);
 * - styles from our origin and `'unsafe-inline'`: Chakra UI's emotion injects `<style>`
 *   elements at run time and React renders `style` attributes, and the docs page carries
 *   one inline `<style>`. Emotion could take a per-response nonce, but the pages are
 *   static files; inline styles cannot run code, so this is the usual trade-off;
 * - images from our origin (site photos at /gateway/media/), `data:` (the captcha and
 *   the check-in QR code are SVG data URLs) and `blob:` (previews of picked files);
 * - fetches only to our origin (the API lives under /gateway on the same origin);
 * - no plugins, no framing by anyone (clickjacking), `<base>` and form targets our own.
 * No `upgrade-insecure-requests`: the server speaks plain HTTP (TLS, when used, ends at a
 * proxy in front), and on a plain-HTTP deployment that directive would break every asset.
 *
 * HSTS is sent only when the `HSTS_MAX_AGE` setting is above 0 (server/config.ts): only
 * the operator knows that every client reaches the product over HTTPS. Without subdomains:
 * the product does not own the rest of its domain.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP directives (see the module comment for why each is there). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/**
 * Registers the headers on `app` (call before any route is added).
 * @param hstsMaxAge seconds of Strict-Transport-Security; 0 sends none
 */
export async function registerSecurityHeaders(app: FastifyInstance, hstsMaxAge: number): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    // Framing is refused by frame-ancestors; X-Frame-Options says the same to old browsers.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: false } : false,
  });
}
