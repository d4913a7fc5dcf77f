/**
 * Lighthouse 12 (default settings: a mobile device, simulated slow 4G and a 4× slower CPU) on
 * pages of the real server, in Debian's Chromium (docs/benchmarks.md, web figures). A page
 * behind sign-in is measured in a browser already signed in through the login page: the
 * session stays in the page's storage (Lighthouse told not to reset it), the HTTP cache is
 * emptied first, so the page loads as on a first visit after signing in.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium, unless CHROME_PATH names another. */
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

/** One page's figures. */
export interface LighthouseFigures {
  url: string;
  /** Performance score, 0–100. */
  score: number;
  /** Largest contentful paint, ms (simulated). */
  lcpMs: number;
  /** Total blocking time, ms (simulated). */
  tbtMs: number;
  /** Bytes transferred (all requests, compressed as sent). */
  bytes: number;
}

/** A Chromium for Lighthouse, with a puppeteer connection to prepare pages. */
export interface LighthouseBrowser {
  chrome: LaunchedChrome;
  browser: Browser;
  close(): Promise<void>;
}

/** Starts Chromium (headless) for {@link measurePage}. */
export async function startBrowser(): Promise<LighthouseBrowser> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    chrome,
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Signs in on the terminal's login page at `loginUrl` as `account` and waits until the page
 * leaves /login; the session then lives in the browser's storage for that origin.
 * @throws Error when the login page does not move on within 30 s
 */
export async function signIn(lb: LighthouseBrowser, loginUrl: string, account: string, password: string) {
  const page = await lb.browser.newPage();
  try {
    await page.goto(loginUrl, { waitUntil: 'networkidle0' });
    await page.type('input[name="account"]', account);
    await page.type('input[name="password"]', password);
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => !location.pathname.endsWith('/login'), { timeout: 30_000 });
    // Emptied so the measured page is fetched over the (simulated) network, not from this visit's cache.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/**
 * Runs Lighthouse's performance category on `url`; `keepStorage` keeps the origin's storage (a
 * signed-in session) while the cache is still cleared by {@link signIn}.
 * @throws Error when Lighthouse gives no result or reports a runtime error
 */
export async function measurePage(lb: LighthouseBrowser, url: string, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port: lb.chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
  } satisfies LighthouseFigures;
}
