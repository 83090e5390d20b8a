// FIDC: a screen picked from the FIDC screens and the wave's others (delinquency
// drivers first, with the spec's defaults from the catalog's screens), then the fund
// opened from a screen's row, or named by ?cnpj=: its credit quality and structure.
// ?screen=<catalog screen key> opens another screen first.
import type { ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { fidcFund } from './fidc-fund.js';
import { screenPicker } from './fidc-screens.js';

export function fidcPage(ctx: ExplorerContext): HTMLElement {
  const query = new URLSearchParams(location.search);
  const fund = fidcFund(ctx);
  let chosen: string | undefined;

  function remember() {
    const params = new URLSearchParams();
    if (picker.current() !== 'delinquency_drivers') params.set('screen', picker.current());
    if (chosen) params.set('cnpj', chosen);
    const search = params.toString();
    history.replaceState(null, '', `/explore/fidc${search ? `?${search}` : ''}`);
  }

  function choose(cnpj: string, first: boolean) {
    // without ?cnpj the page opens a screen's first fund, so every part shows at once
    if (first && chosen) return;
    chosen = cnpj;
    fund.open(cnpj);
    remember();
  }

  const picker = screenPicker(ctx, choose, () => remember());
  const cnpj = query.get('cnpj');
  if (cnpj) choose(cnpj, false);
  picker.show(query.get('screen') ?? 'delinquency_drivers');
  return h(
    'div',
    { class: 'page fidc' },
    h('h1', {}, 'FIDC'),
    picker.element,
    h('p', {}, 'Open a fund from a FIDC screen, or type its CNPJ in any part below.'),
    fund.element,
  );
}
