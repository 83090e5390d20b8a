// The explorer in a real browser (headless Chromium via puppeteer-core) over the
// gateway and the sample data: PTAX charted and tabled as the API answers it, a
// refusal's hint shown, the FIDC page's three parts, the fund and screens pages.
// Screenshots go to test-artifacts/explorer/ (gitignored).
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { loadMissingSamples } from '../../src/sample/first-start.js';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { startApi, TEST_KEY, type RunningApi } from '../helpers/api.js';
import { chromiumPath } from '../helpers/chromium.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { tempDir } from '../ingest/support.js';

const CHROMIUM = chromiumPath();
if (!CHROMIUM) console.log('explorer browser tests skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)');
const ARTIFACTS = path.join(REPO_ROOT, 'test-artifacts/explorer');
const SETS = ['ptax', 'cvm-funds', 'cvm-fii-fidc', 'b3-cotahist', 'b3-price-report'];
const PTAX_EXAMPLE = { p_currency: 'USD', p_from: '2026-10-01', p_to: '2026-10-31' };

let db: TestDatabase;
let api: RunningApi;
let dataDir: string;
let browser: Browser;
let origin: string;

async function openPage(pathAndQuery: string, width = 1280): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${origin}${pathAndQuery}`);
  await page.waitForSelector('body[data-ready]', { timeout: 15_000 }).catch(() => {
    throw new Error(`the explorer did not start: ${errors.join('; ')}`);
  });
  return page;
}

/** Rows of the section's table, as the cells' text. */
function tableRows(page: Page, section: string): Promise<string[][]> {
  return page.$$eval(`section[data-endpoint="${section}"] table.result tbody tr`, (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

/** Pixels of the section's chart canvases that are neither transparent nor white. */
function drawnPixels(page: Page, section: string): Promise<number> {
  return page.$$eval(`section[data-endpoint="${section}"] .chart canvas`, (canvases) =>
    canvases.reduce((sum, canvas) => {
      const c = canvas as HTMLCanvasElement;
      if (!c.width || !c.height) return sum;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && !(data[i] > 245 && data[i + 1] > 245 && data[i + 2] > 245)) n += 1;
      return sum + n;
    }, 0),
  );
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

describe.skipIf(!CHROMIUM)('explorer in a browser', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = tempDir();
    await loadMissingSamples(db.superuserUrl, dataDir, { progress: false }, SAMPLE_SETS.filter((s) => SETS.includes(s.name)));
    api = await startApi(db);
    origin = api.baseUrl.replace(/\/rest\/v1$/, '');
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('charts the PTAX example within a second of the answer, its table equal to the same call over HTTP', async () => {
    const page = await openPage(`/#apikey=${TEST_KEY}`);
    // the key came in the fragment, is kept, and the fragment is gone from the address
    expect(await page.$eval('#apikey', (i) => (i as HTMLInputElement).value)).toBe(TEST_KEY);
    expect(new URL(page.url()).hash).toBe('');
    await page.select('#endpoint', 'ptax');
    await page.waitForSelector('section[data-endpoint="ptax"] form');
    expect(await page.$eval('section[data-endpoint="ptax"] input[name="p_currency"]', (i) => (i as HTMLInputElement).value)).toBe('USD');
    await page.click('section[data-endpoint="ptax"] button.primary');
    const chart = await page.waitForSelector('section[data-endpoint="ptax"] .chart[data-chart-ms]', { timeout: 10_000 });
    expect(Number(await chart!.evaluate((el) => el.getAttribute('data-chart-ms')))).toBeLessThan(1000);
    expect(await drawnPixels(page, 'ptax')).toBeGreaterThan(500);

    const expected = (await (await api.rpc('ptax', PTAX_EXAMPLE)).json()) as Record<string, unknown>[];
    const rows = await tableRows(page, 'ptax');
    expect(rows.length).toBe(expected.length);
    expect(rows[0]).toEqual(Object.values(expected[0]).map((v) => (v === null ? 'NULL' : String(v))));
    await shot(page, 'explore-ptax-1280');

    // the key is remembered: the page opened again without the fragment still has it
    const again = await openPage('/explore?endpoint=ptax');
    expect(await again.$eval('#apikey', (i) => (i as HTMLInputElement).value)).toBe(TEST_KEY);
    await again.close();
    await page.close();
  });

  it('shows a refused call as the four-key error with its hint, submitted from the keyboard', async () => {
    const page = await openPage('/explore?endpoint=ptax');
    const input = await page.waitForSelector('section[data-endpoint="ptax"] input[name="p_currency"]');
    await input!.click({ clickCount: 3 });
    await page.keyboard.type('XYZ');
    await page.keyboard.press('Enter');
    const hint = await page.waitForSelector('section[data-endpoint="ptax"] .error .error-hint', { timeout: 10_000 });
    const refused = (await (await api.rpc('ptax', { ...PTAX_EXAMPLE, p_currency: 'XYZ' })).json()) as { hint: string; message: string; code: string };
    expect(refused.code).toBe('22023');
    expect(await hint!.evaluate((el) => el.textContent)).toBe(`How to fix: ${refused.hint}`);
    expect(await page.$eval('section[data-endpoint="ptax"] .error-message', (el) => el.textContent)).toBe(refused.message);
    expect(await page.$eval('section[data-endpoint="ptax"] .error', (el) => el.getAttribute('role'))).toBe('alert');
    await shot(page, 'explore-refusal');
    await page.close();
  });

  it('draws the quote_history example as candlesticks and the DI1 curve against expiry, from the row schema alone', async () => {
    const page = await openPage('/explore?endpoint=quote_history');
    await page.click('section[data-endpoint="quote_history"] button.primary');
    await page.waitForSelector('section[data-endpoint="quote_history"] .chart[data-chart-ms]', { timeout: 10_000 });
    expect(await page.$eval('section[data-endpoint="quote_history"] .chart-note', (el) => el.textContent)).toBe('Candlesticks over trade_date, volume below');
    expect(await drawnPixels(page, 'quote_history')).toBeGreaterThan(500);
    await shot(page, 'explore-quote-history-candles');
    await page.select('#endpoint', 'future_curve');
    await page.click('section[data-endpoint="future_curve"] button.primary');
    await page.waitForSelector('section[data-endpoint="future_curve"] .chart[data-chart-ms]', { timeout: 10_000 });
    expect(await page.$eval('section[data-endpoint="future_curve"] .chart-note', (el) => el.textContent)).toMatch(/ over (expiry|maturity|contract_month)/);
    await shot(page, 'explore-future-curve');
    await page.close();
  });

  it('renders the FIDC page: the delinquency drivers screen, the aging ladder and the largest debtors', async () => {
    const page = await openPage('/explore/fidc');
    for (const part of ['screen_delinquency_drivers', 'fidc_aging', 'fidc_sacados']) {
      await page.waitForSelector(`section[data-endpoint="${part}"] .result-area[data-state="rows"] table.result tbody tr`, { timeout: 15_000 });
    }
    const [screenRow] = await tableRows(page, 'screen_delinquency_drivers');
    const cnpj = screenRow[1]; // after the Open button
    expect(await page.$eval('section[data-endpoint="fidc_aging"] input[name="p_cnpj"]', (i) => (i as HTMLInputElement).value)).toBe(cnpj);
    const aging = (await (await api.rpc('fidc_aging', { p_cnpj: cnpj })).json()) as unknown[];
    expect((await tableRows(page, 'fidc_aging')).length).toBe(aging.length);
    await page.waitForSelector('section[data-endpoint="fidc_aging"] .chart[data-chart-ms]');
    // one line per bucket, labelled by kind and bucket (the columns they determine left out)
    expect(await page.$$eval('section[data-endpoint="fidc_aging"] .u-legend .u-series th', (ths) => ths.slice(1, 3).map((th) => th.textContent?.trim()))).toEqual(['to_maturity 1-30', 'to_maturity 31-60']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, 'fidc-1280');
    await page.close();
  });

  it('renders the fund page at phone width and the screens page with the params each screen echoes', async () => {
    const [fund] = (await (await api.rpc('search_funds', { p_entity_type: 'fi', p_limit: 1 })).json()) as { cnpj: string }[];
    const page = await openPage(`/explore/fund?cnpj=${fund.cnpj}`, 390);
    await page.waitForSelector('section[data-endpoint="fund_nav"] .chart[data-chart-ms]', { timeout: 15_000 });
    expect(await drawnPixels(page, 'fund_nav')).toBeGreaterThan(500);
    // nothing wider than the phone's screen but the table's own scroller
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'fund-390');
    await page.close();

    const screens = await openPage('/explore/screens');
    await screens.waitForFunction(() => [...document.querySelectorAll('.params-echo')].every((p) => !p.textContent!.startsWith('(call')), { timeout: 15_000 });
    const echoes = await screens.$$eval('.params-echo', (els) => els.map((e) => e.textContent ?? ''));
    expect(echoes.length).toBeGreaterThanOrEqual(3);
    expect(echoes.some((e) => e.includes('"p_months"'))).toBe(true);
    await shot(screens, 'screens-1280');
    await screens.close();
  });
});
