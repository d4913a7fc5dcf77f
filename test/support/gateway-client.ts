/**
 * A signed gateway client for tests that talk to a real server over HTTP (wire protocol
 * of DESIGN.md §4, as the browser speaks it): `call` and `adminToken` for the browser
 * tests' server, `callAt` for any other (the server-process tests of test/server/).
 */
import { decryptBody } from '../../platform/protocol/cipher';
import { signRequest } from '../../platform/protocol/sign';

/** The server under test (playwright.config.ts). */
export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8090}`;
const APP_ID = process.env.APP_ID || 'venueflow';
const APP_KEY = process.env.APP_KEY || 'venueflow-dev-key';
/** Code of a sign-in that must carry a captcha (platform/protocol/codes.ts CAPTCHA_REQUIRED). */
const CAPTCHA_REQUIRED = 1100004;

/** The response envelope. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A decoded answer with its HTTP status and headers. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  envelope: Envelope<T>;
}

/**
 * A signed gateway call to the server at `base` (e.g. `http://127.0.0.1:8090`); GET inputs
 * go in the query, POST inputs in the JSON body; answers in EN.
 * @throws the fetch error when the server cannot be reached or the connection breaks
 */
export async function callAt<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  input?: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const query = new URLSearchParams({ ...signRequest(APP_ID, APP_KEY) } as Record<string, string>);
  if (method === 'GET') for (const [k, v] of Object.entries(input ?? {})) query.set(k, String(v));
  const response = await fetch(`${base}/gateway${path}?${query}`, {
    method,
    headers: {
      version: '2.0.0',
      lang: 'EN',
      'content-type': 'application/json',
      ...(token ? { token } : {}),
      ...headers,
    },
    body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
  });
  const text = await response.text();
  const envelope = JSON.parse(text.trimStart().startsWith('{') ? text : decryptBody(text, APP_KEY)) as Envelope<T>;
  return { status: response.status, headers: response.headers, envelope };
}

/** A signed gateway call to the server under test ({@link BASE}); the envelope only. */
export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  input?: Record<string, unknown>,
  token?: string,
): Promise<Envelope<T>> {
  return (await callAt<T>(BASE, method, path, input, token)).envelope;
}

/** The characters of a captcha image (the SVG keeps them as <text>, see captcha.service.ts). */
function readCaptcha(image: string): string {
  const svg = image.startsWith('data:image/svg+xml;base64,')
    ? Buffer.from(image.split(',')[1]!, 'base64').toString('utf8')
    : decodeURIComponent(image.split(',')[1]!);
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/**
 * An access token of `admin` by password, answering a captcha if asked (earlier specs may
 * have failed logins on purpose).
 * @throws Error when the sign-in is refused
 */
export async function adminToken(): Promise<string> {
  const credentials = { account: 'admin', password: 'Admin@123' };
  let result = await call<{ token: string }>('POST', '/system/login/accessToken', credentials);
  if (result.code === CAPTCHA_REQUIRED) {
    const captcha = await call<{ reqNo: string; image: string }>('GET', '/system/login/captcha');
    result = await call<{ token: string }>('POST', '/system/login/accessToken', {
      ...credentials,
      validCode: readCaptcha(captcha.data.image),
      validCodeReqNo: captcha.data.reqNo,
    });
  }
  if (result.code !== 0) throw new Error(`admin sign-in refused: ${result.code} ${result.msg}`);
  return result.data.token;
}
