// FIDC: the delinquency drivers screen with the spec's defaults (catalog screens),
// then the aging ladder (fidc_aging) and the largest debtors (fidc_sacados) of the
// fund chosen from it or named by ?cnpj=.
import { endpoint, type ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { endpointView } from '../endpoint-view.js';

export function fidcPage(ctx: ExplorerContext): HTMLElement {
  const screen = ctx.catalog.screens?.delinquency_drivers;
  const drivers = endpointView(endpoint(ctx, 'screen_delinquency_drivers'), ctx.apiKey, {
    title: 'Delinquency drivers',
    prefill: screen?.params ?? {},
    compact: true,
    rowAction: { label: 'Open', run: (row) => choose(String(row.cnpj)) },
    // without ?cnpj the page opens the screen's first fund, so all three parts show at once
    onRows: (rows) => {
      if (!chosen && rows.length) choose(String(rows[0].cnpj));
    },
  });
  const aging = endpointView(endpoint(ctx, 'fidc_aging'), ctx.apiKey, { title: 'Aging ladder', prefill: {}, compact: true });
  const debtors = endpointView(endpoint(ctx, 'fidc_sacados'), ctx.apiKey, { title: 'Largest debtors', prefill: {}, compact: true });

  let chosen: string | undefined;
  function choose(cnpj: string) {
    chosen = cnpj;
    history.replaceState(null, '', `/explore/fidc?cnpj=${encodeURIComponent(cnpj)}`);
    aging.form.set('p_cnpj', cnpj);
    debtors.form.set('p_cnpj', cnpj);
    void aging.run();
    void debtors.run();
  }

  const cnpj = new URLSearchParams(location.search).get('cnpj');
  if (cnpj) choose(cnpj);
  void drivers.run();
  return h(
    'div',
    { class: 'page fidc' },
    h('h1', {}, 'FIDC'),
    screen?.meaning ? h('p', { class: 'meaning' }, screen.meaning) : null,
    drivers.element,
    h('p', {}, 'Open a fund from the screen, or type its CNPJ below.'),
    h('div', { class: 'fidc-detail' }, aging.element, debtors.element),
  );
}
