// The screens the FIDC page offers, one at a time from a picker: the FIDC screens
// first (their rows open the fund below), then the wave's screens of the families a
// FIDC analyst compares against (FII, fi, CRI/CRA). Each starts from the catalog's
// params (the spec's defaults); its form, table and chart are the explorer's own.
import { endpoint, type ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { endpointView, type EndpointView } from '../endpoint-view.js';

type Row = Record<string, unknown>;

/** Catalog screen keys in picker order; one the catalog lacks is left out. */
export const FIDC_PAGE_SCREENS = [
  'delinquency_drivers',
  'zombie_growth',
  'evergreen_aging',
  'late_filers',
  'silent_filers',
  'captive_vehicles',
  'dormant_funds',
  'dormant_trend',
  'overdue_securit',
];

export interface ScreenPicker {
  element: HTMLElement;
  /** Shows (and, the first time, calls) the named screen. */
  show(name: string): void;
  current(): string;
}

/**
 * `onFund` receives a row's CNPJ from a FIDC screen (its Open button, and the first row
 * of an answer so the fund part never starts empty).
 */
export function screenPicker(ctx: ExplorerContext, onFund: (cnpj: string, first: boolean) => void, onShow: (name: string) => void): ScreenPicker {
  const catalogScreens = ctx.catalog.screens ?? {};
  const names = FIDC_PAGE_SCREENS.filter((name) => catalogScreens[name] && ctx.endpoints.has(catalogScreens[name].function));
  const isFidc = (name: string) => (catalogScreens[name].family ?? []).includes('fidc');
  const views = new Map<string, EndpointView>();
  const slot = h('div', { class: 'screen-slot' });
  const meaning = h('p', { class: 'meaning' });

  function viewOf(name: string): EndpointView {
    const known = views.get(name);
    if (known) return known;
    const screen = catalogScreens[name];
    const fn = endpoint(ctx, screen.function);
    const fidc = isFidc(name);
    // a screen over several families starts narrowed to fidc on this page
    const narrowed = fidc && fn.args.some((a) => a.name === 'p_family' && (a.enum ?? []).includes('fidc')) ? { p_family: 'fidc' } : {};
    const view = endpointView(fn, ctx.apiKey, {
      title: name.replaceAll('_', ' '),
      prefill: { ...(screen.params ?? {}), ...narrowed },
      compact: true,
      rowAction: fidc ? { label: 'Open', run: (row: Row) => onFund(String(row.cnpj), false) } : undefined,
      onRows: (rows) => {
        if (fidc && rows.length && rows[0].cnpj) onFund(String(rows[0].cnpj), true);
      },
    });
    views.set(name, view);
    void view.run();
    return view;
  }

  const select = h(
    'select',
    { id: 'fidc-screen', name: 'screen', onchange: () => show(select.value) },
    h('optgroup', { label: 'FIDC screens' }, names.filter(isFidc).map((n) => h('option', { value: n }, n))),
    h('optgroup', { label: 'Screens of other families' }, names.filter((n) => !isFidc(n)).map((n) => h('option', { value: n }, `${n} (${(catalogScreens[n].family ?? []).join(', ')})`))),
  );

  let shown = names[0];
  function show(asked: string) {
    const name = names.includes(asked) ? asked : names[0];
    shown = name;
    select.value = name;
    meaning.textContent = catalogScreens[name].meaning ?? '';
    slot.replaceChildren(viewOf(name).element);
    onShow(name);
  }

  const element = h(
    'div',
    { class: 'fidc-screens' },
    h('div', { class: 'chooser' }, h('label', { for: 'fidc-screen' }, 'Screen'), select),
    meaning,
    slot,
  );
  return { element, show, current: () => shown };
}
