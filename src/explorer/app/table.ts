// The answer as a table: columns in the row schema's order, sortable by a header
// button (keyboard too), NULL shown as NULL, never as 0 or blank.
import { h } from './dom.js';

type Row = Record<string, unknown>;

export interface RowAction {
  label: string;
  run(row: Row): void;
}

function cell(value: unknown): HTMLTableCellElement {
  if (value === null || value === undefined) return h('td', { class: 'null' }, 'NULL');
  if (typeof value === 'number') return h('td', { class: 'num' }, String(value));
  if (typeof value === 'object') return h('td', { class: 'json' }, JSON.stringify(value));
  return h('td', {}, String(value));
}

function compare(a: unknown, b: unknown): number {
  // NULL sorts last either way
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function resultTable(columns: string[], rows: Row[], action?: RowAction): HTMLElement {
  let sortColumn: string | undefined;
  let descending = false;
  const tbody = h('tbody');
  const headers = columns.map((name) => {
    const button = h('button', { type: 'button', class: 'sort' }, name);
    const th = h('th', { scope: 'col', 'aria-sort': 'none' }, button);
    button.addEventListener('click', () => {
      descending = sortColumn === name ? !descending : false;
      sortColumn = name;
      for (const other of thead.querySelectorAll('th')) other.setAttribute('aria-sort', 'none');
      th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
      render();
    });
    return th;
  });
  const thead = h('thead', {}, h('tr', {}, action ? h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, action.label)) : null, headers));

  function render() {
    const sorted = sortColumn === undefined ? rows : [...rows].sort((a, b) => (descending ? -1 : 1) * compare(a[sortColumn!], b[sortColumn!]));
    tbody.replaceChildren(
      ...sorted.map((row) =>
        h('tr', {}, action ? h('td', {}, h('button', { type: 'button', class: 'row-action', onclick: () => action.run(row) }, action.label)) : null, columns.map((c) => cell(row[c]))),
      ),
    );
  }
  render();
  return h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': 'Answer rows' }, h('table', { class: 'result' }, thead, tbody));
}
