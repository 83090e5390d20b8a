// One endpoint, whole: its form (prefilled with the catalog's worked example), the
// answer as a table and, when it is a series, a chart; a refusal as the four-key
// error with its hint; copyable snippets, CSV download and, for a paged function,
// the next page. Every page of the explorer is made of these.
import { send, BASE, type Answer, type ApiErrorBody, type Call } from './api.js';
import { drawCandles } from './chart-candles.js';
import { drawLines } from './chart-line.js';
import { planChart } from './chart-plan.js';
import { toCsv } from './csv.js';
import { nextCursor } from './cursor.js';
import { h } from './dom.js';
import type { Endpoint } from './endpoints.js';
import { endpointForm, queryValues, type EndpointForm } from './form.js';
import { snippets } from './snippets.js';
import { resultTable, type RowAction } from './table.js';

type Row = Record<string, unknown>;

export interface ViewOptions {
  /** A heading other than the endpoint's name. */
  title?: string;
  /** Values to start from; default: the first worked example. */
  prefill?: Record<string, unknown>;
  rowAction?: RowAction;
  /** Called with the rows of every successful call. */
  onRows?: (rows: Row[]) => void;
  /** Leave the snippets and CSV out (a page's secondary parts). */
  compact?: boolean;
  /** Rows shown of an answer (e.g. coverage narrowed to one fund family); the call is unchanged. */
  filterRows?: (rows: Row[]) => Row[];
}

export interface EndpointView {
  element: HTMLElement;
  form: EndpointForm;
  run(): Promise<Answer | undefined>;
}

export function errorBox(status: number, error: ApiErrorBody): HTMLElement {
  return h(
    'div',
    { class: 'error', role: 'alert' },
    h('p', { class: 'error-title' }, h('strong', {}, status === 400 && error.code === '22023' ? 'Refused' : `Error ${status}`), ': ', h('span', { class: 'error-message' }, error.message)),
    error.hint ? h('p', { class: 'error-hint' }, h('strong', {}, 'How to fix: '), error.hint) : null,
    h(
      'dl',
      { class: 'error-keys' },
      ...(['code', 'message', 'details', 'hint'] as const).flatMap((k) => [h('dt', {}, k), h('dd', {}, error[k] === null ? 'null' : String(error[k]))]),
    ),
  );
}

function snippetBlock(call: Call, key: string): HTMLElement {
  return h(
    'details',
    { class: 'snippets' },
    h('summary', {}, 'Code for this call: curl, postgrest-js, Python'),
    snippets(BASE, call, key).map((s) => {
      const pre = h('pre', {}, h('code', {}, s.code));
      const copy = h('button', { type: 'button', class: 'copy' }, `Copy ${s.label}`);
      copy.addEventListener('click', () => {
        void navigator.clipboard?.writeText(s.code).then(() => (copy.textContent = 'Copied'));
      });
      return h('div', { class: 'snippet' }, h('h4', {}, s.label), copy, pre);
    }),
  );
}

function csvLink(name: string, columns: string[], rows: Row[]): HTMLAnchorElement {
  const url = URL.createObjectURL(new Blob([toCsv(columns, rows)], { type: 'text/csv' }));
  return h('a', { href: url, download: `${name}.csv`, class: 'button' }, 'Download CSV');
}

export function endpointView(endpoint: Endpoint, apiKey: () => string, options: ViewOptions = {}): EndpointView {
  const result = h('div', { class: 'result-area', 'aria-live': 'polite' });
  let destroyChart: (() => void) | undefined;
  const form = endpointForm(endpoint, () => void run());
  const example = endpoint.examples[0];
  const examples = endpoint.examples.map((e) =>
    h('button', { type: 'button', class: 'example', onclick: () => form.fill(e.body ?? queryValues(e.query)) }, `Example: ${e.ask}`),
  );
  if (options.prefill) form.fill(options.prefill);
  else if (example) form.fill(example.body ?? queryValues(example.query));

  const element = h(
    'section',
    { class: 'endpoint', 'data-endpoint': endpoint.name, 'aria-labelledby': `h-${endpoint.name}` },
    h('h2', { id: `h-${endpoint.name}` }, options.title ?? endpoint.name, h('span', { class: 'method' }, ` ${endpoint.method} ${endpoint.path}`)),
    h('p', { class: 'summary' }, endpoint.summary),
    examples.length ? h('div', { class: 'examples' }, examples) : null,
    form.element,
    result,
  );

  function showRows(call: Call, rows: Row[], answer: Answer & { ok: true }) {
    const columns = rows.length ? Object.keys(rows[0]) : endpoint.columns.map((c) => c.name);
    const status = h('p', { class: 'status' }, `${rows.length} row${rows.length === 1 ? '' : 's'} in ${Math.round(answer.ms)} ms`);
    const parts: (HTMLElement | null)[] = [status];
    if (!rows.length) parts.push(h('p', { class: 'empty' }, 'No rows: the answer is [] (an unknown id, or nothing held in this window; coverage says what is held).'));
    const chartBox = h('div', { class: 'chart', role: 'img', 'aria-label': `Chart of ${endpoint.name}` });
    const plan = planChart(endpoint.columns, rows);
    if (plan) parts.push(h('p', { class: 'chart-note' }, plan.kind === 'candles' ? `Candlesticks over ${plan.x}${plan.group ? ` (${plan.group})` : ''}, volume below` : `${plan.series.length} line${plan.series.length === 1 ? '' : 's'} over ${plan.x}${plan.series.some((s) => !s.show) ? ' (click a name in the legend to show or hide its line)' : ''}`), chartBox);
    if (endpoint.cursor && call.body && call.body.p_after !== undefined && call.body.p_after !== null) {
      const next = nextCursor(endpoint.cursor, rows);
      const full = rows.length >= 1000;
      parts.push(
        full && next !== undefined
          ? h('button', { type: 'button', class: 'next', onclick: () => { form.set('p_after', next); void run(); } }, `Next page (p_after = ${next})`)
          : h('p', { class: 'last-page' }, 'Last page: shorter than 1000 rows.'),
      );
    }
    if (rows.length) parts.push(resultTable(columns, rows, options.rowAction));
    if (!options.compact) parts.push(h('div', { class: 'exports' }, rows.length ? csvLink(endpoint.name, columns, rows) : null), snippetBlock(call, apiKey()));
    result.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
    if (plan) {
      const started = performance.now();
      destroyChart = plan.kind === 'candles' ? drawCandles(chartBox, plan) : drawLines(chartBox, plan);
      // the time from the answer to a drawn chart, read by the browser test
      requestAnimationFrame(() => chartBox.setAttribute('data-chart-ms', String(Math.round(performance.now() - started))));
    }
  }

  async function run(): Promise<Answer | undefined> {
    destroyChart?.();
    destroyChart = undefined;
    let call: Call;
    try {
      call = form.call();
    } catch (error) {
      result.replaceChildren(h('div', { class: 'error', role: 'alert' }, h('p', {}, (error as Error).message)));
      return undefined;
    }
    result.replaceChildren(h('p', { class: 'status' }, 'Calling…'));
    element.setAttribute('aria-busy', 'true');
    const answer = await send(call, apiKey());
    element.removeAttribute('aria-busy');
    if (!answer.ok) {
      result.replaceChildren(errorBox(answer.status, answer.error), options.compact ? '' : snippetBlock(call, apiKey()));
    } else if (Array.isArray(answer.data)) {
      const rows = options.filterRows ? options.filterRows(answer.data as Row[]) : (answer.data as Row[]);
      showRows(call, rows, answer);
      options.onRows?.(rows);
    } else {
      result.replaceChildren(h('p', { class: 'status' }, `Answered in ${Math.round(answer.ms)} ms`), h('pre', { class: 'json-answer' }, JSON.stringify(answer.data, null, 2)), options.compact ? '' : snippetBlock(call, apiKey()));
    }
    result.setAttribute('data-state', answer.ok ? 'rows' : 'error');
    return answer;
  }

  return { element, form, run };
}
