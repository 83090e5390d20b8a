// The explorer in a real browser (headless Chromium via puppeteer-core) over the
// gateway and the sample data: PTAX charted and tabled as the API answers it, a
// refusal's hint shown, the FIDC page (its screens, and a fund's credit quality and
// structure), the fund and screens pages.
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
// b3-fnet for screen_late_filers, cvm-instruments for screen_overdue_securit (CRI/CRA)
const SETS = ['ptax', 'cvm-funds', 'cvm-fii-fidc', 'b3-cotahist', 'b3-price-report', 'b3-fnet', 'cvm-instruments'];
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

/** A value as the result table writes it in a cell. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The section's answer once shown: its rows' cells, or the refusal. */
async function answered(page: Page, section: string): Promise<string> {
  const area = await page.waitForSelector(`section[data-endpoint="${section}"] .result-area[data-state]`, { timeout: 15_000 });
  return (await area!.evaluate((el) => el.getAttribute('data-state')))!;
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

  it("shows a FIDC's structure on the FIDC page: originators, portfolio by risk grade, tranches, each equal to the same call over HTTP", async () => {
    const cnpj = '22.100.037/0001-24'; // the sample's FIDC with a mezzanine tranche
    const page = await openPage(`/explore/fidc?cnpj=${encodeURIComponent(cnpj)}`);
    expect(await page.$eval('.fidc-detail .fund-title code', (el) => el.textContent)).toBe(cnpj);
    const calls: [string, Record<string, unknown>][] = [
      ['fidc_cedentes', { p_cnpj: cnpj }],
      ['fidc_portfolio', { p_cnpj: cnpj, p_kind: 'scr_debtor' }],
      ['fidc_tranches', { p_cnpj: cnpj }],
    ];
    for (const [fn, body] of calls) {
      expect(await answered(page, fn)).toBe('rows');
      const expected = (await (await api.rpc(fn, body)).json()) as Record<string, unknown>[];
      expect(expected.length).toBeGreaterThan(0);
      const rows = await tableRows(page, fn);
      expect(rows.length).toBe(expected.length);
      expect(rows[0]).toEqual(Object.values(expected[0]).map(cellText));
      expect(rows.at(-1)).toEqual(Object.values(expected.at(-1)!).map(cellText));
    }
    // tranche flows are a JSON array per row, shown as the API wrote it (NULL when none was filed)
    const tranches = (await (await api.rpc('fidc_tranches', { p_cnpj: cnpj })).json()) as { flows: { tp_oper: string }[] | null }[];
    const flowsAt = Object.keys(tranches[0]).indexOf('flows');
    const shownFlows = (await tableRows(page, 'fidc_tranches')).map((r) => r[flowsAt]);
    expect(shownFlows).toEqual(tranches.map((t) => cellText(t.flows)));
    expect(tranches.some((t) => t.flows?.[0]?.tp_oper)).toBe(true);

    // the kind select comes from the value set; guarantees (tab X_7) answer as the API does
    await page.select('section[data-endpoint="fidc_portfolio"] select[name="p_kind"]', 'guarantees');
    await page.$eval('section[data-endpoint="fidc_portfolio"] .result-area', (el) => el.removeAttribute('data-state'));
    await page.click('section[data-endpoint="fidc_portfolio"] button.primary');
    expect(await answered(page, 'fidc_portfolio')).toBe('rows');
    const guarantees = (await (await api.rpc('fidc_portfolio', { p_cnpj: cnpj, p_kind: 'guarantees' })).json()) as Record<string, unknown>[];
    expect((await tableRows(page, 'fidc_portfolio')).map((r) => r[Object.keys(guarantees[0]).indexOf('kind')])).toEqual(guarantees.map(() => 'guarantees'));

    // every sector of every month is over 1000 rows: the page shows the refusal's hint, as the API words it
    await page.select('section[data-endpoint="fidc_portfolio"] select[name="p_kind"]', 'sector');
    await page.$eval('section[data-endpoint="fidc_portfolio"] .result-area', (el) => el.removeAttribute('data-state'));
    await page.click('section[data-endpoint="fidc_portfolio"] button.primary');
    expect(await answered(page, 'fidc_portfolio')).toBe('error');
    const refused = (await (await api.rpc('fidc_portfolio', { p_cnpj: cnpj, p_kind: 'sector' })).json()) as { hint: string };
    expect(await page.$eval('section[data-endpoint="fidc_portfolio"] .error-hint', (el) => el.textContent)).toBe(`How to fix: ${refused.hint}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, 'fidc-structure-1280');

    // an unknown fund: every part says [] rather than failing
    const unknown = await openPage('/explore/fidc?cnpj=00.000.000/0001-91');
    for (const [fn] of calls) {
      expect(await answered(unknown, fn)).toBe('rows');
      expect(await unknown.$eval(`section[data-endpoint="${fn}"] .empty`, (el) => el.textContent)).toMatch(/^No rows: the answer is \[\]/);
    }
    await unknown.close();
    await page.close();

    // at phone width nothing is wider than the screen but the tables' own scrollers
    const phone = await openPage(`/explore/fidc?screen=overdue_securit&cnpj=${encodeURIComponent(cnpj)}`, 390);
    for (const part of ['screen_overdue_securit', 'fidc_portfolio', 'fidc_tranches']) expect(await answered(phone, part)).toBe('rows');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'fidc-390');
    await phone.close();
  }, 150_000);

  it('offers every FIDC-page screen in a picker, each answering with the catalog params as the API does, and opens a fund from a row', async () => {
    const catalog = (await (await api.rpc('catalog', {})).json()) as { screens: Record<string, { function: string; params: Record<string, unknown>; family: string[] }> };
    const page = await openPage('/explore/fidc');
    const offered = await page.$$eval('#fidc-screen option', (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(['delinquency_drivers', 'zombie_growth', 'evergreen_aging', 'late_filers', 'silent_filers', 'captive_vehicles', 'dormant_funds', 'dormant_trend', 'overdue_securit']);
    const counts: Record<string, number> = {};
    for (const name of offered) {
      const screen = catalog.screens[name];
      await page.select('#fidc-screen', name);
      expect(await answered(page, screen.function)).toBe('rows');
      // a screen over several families starts narrowed to fidc here; the others keep the spec's defaults
      const narrowed = screen.family.includes('fidc') && 'p_family' in screen.params ? { p_family: 'fidc' } : {};
      const expected = (await (await api.rpc(screen.function, { ...screen.params, ...narrowed })).json()) as Record<string, unknown>[];
      const rows = await tableRows(page, screen.function);
      counts[name] = rows.length;
      expect(rows.length, name).toBe(expected.length);
      // a FIDC screen's rows carry the Open button first
      const offset = screen.family.includes('fidc') ? 1 : 0;
      if (expected.length) expect(rows[0].slice(offset), name).toEqual(Object.values(expected[0]).map(cellText));
      if (name !== 'delinquency_drivers') expect(new URL(page.url()).searchParams.get('screen')).toBe(name);
    }
    // every screen finds something on the sample data (dormant_funds: the sample's parked fi class)
    expect(Object.entries(counts).filter(([, n]) => n === 0).map(([name]) => name)).toEqual([]);
    await shot(page, 'fidc-screen-overdue-securit');

    // Open on a zombie_growth row opens that fund in every part below, and the address says so
    await page.select('#fidc-screen', 'zombie_growth');
    const zombies = await tableRows(page, 'screen_zombie_growth');
    const last = zombies.at(-1)!;
    await page.$$eval('section[data-endpoint="fidc_cedentes"] .result-area', (els) => els.forEach((el) => el.removeAttribute('data-state')));
    await page.$$eval('section[data-endpoint="screen_zombie_growth"] tbody tr:last-child button.row-action', (buttons) => (buttons[0] as HTMLButtonElement).click());
    expect(await answered(page, 'fidc_cedentes')).toBe('rows');
    for (const part of ['fidc_aging', 'fidc_sacados', 'fidc_portfolio', 'fidc_cedentes', 'fidc_tranches']) {
      expect(await page.$eval(`section[data-endpoint="${part}"] input[name="p_cnpj"]`, (i) => (i as HTMLInputElement).value), part).toBe(last[1]);
    }
    const cedentes = (await (await api.rpc('fidc_cedentes', { p_cnpj: last[1] })).json()) as unknown[];
    expect((await tableRows(page, 'fidc_cedentes')).length).toBe(cedentes.length);
    expect(new URL(page.url()).searchParams.get('cnpj')).toBe(last[1]);
    await shot(page, 'fidc-zombie-opened');
    await page.close();

    // ?screen= opens that screen first
    const direct = await openPage('/explore/fidc?screen=evergreen_aging');
    expect(await answered(direct, 'screen_evergreen_aging')).toBe('rows');
    expect(await direct.$eval('#fidc-screen', (s) => (s as HTMLSelectElement).value)).toBe('evergreen_aging');
    await direct.close();
  }, 180_000);

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
