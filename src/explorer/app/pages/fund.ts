// A fund: find it (search_funds), then its monthly series (fund_nav), its fees
// (portfolio_fees) and how they compare (portfolio_fee_peers), and what the store
// holds of its family (coverage). ?cnpj=<14 digits> opens one directly.
import { endpoint, type ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { endpointView } from '../endpoint-view.js';

type Row = Record<string, unknown>;

export function fundPage(ctx: ExplorerContext): HTMLElement {
  const chosen = h('div', { class: 'chosen' });
  const search = endpointView(endpoint(ctx, 'search_funds'), ctx.apiKey, {
    title: 'Find a fund',
    compact: true,
    rowAction: { label: 'Open', run: (row) => void open(String(row.cnpj), row) },
  });

  async function open(cnpj: string, row?: Row) {
    history.replaceState(null, '', `/explore/fund?cnpj=${encodeURIComponent(cnpj)}`);
    const family = row?.entity_type as string | undefined;
    const nav = endpointView(endpoint(ctx, 'fund_nav'), ctx.apiKey, { title: 'Monthly series', prefill: { p_cnpj: cnpj } });
    const fees = endpointView(endpoint(ctx, 'portfolio_fees'), ctx.apiKey, { title: 'Fees', prefill: { p_cnpjs: [cnpj] }, compact: true });
    const peers = endpointView(endpoint(ctx, 'portfolio_fee_peers'), ctx.apiKey, { title: 'Fee against peers', prefill: { p_cnpjs: [cnpj] }, compact: true });
    const coverage = endpointView(endpoint(ctx, 'coverage'), ctx.apiKey, {
      title: family ? `What the store holds of the ${family} family` : 'What the store holds',
      compact: true,
      filterRows: (rows) => (family ? rows.filter((r) => String(r.dataset).includes(family)) : rows),
    });
    chosen.replaceChildren(
      h('h2', { class: 'fund-title' }, row?.fund_name ? `${String(row.fund_name)} ` : '', h('code', {}, cnpj), family ? ` (${family})` : ''),
      nav.element,
      fees.element,
      peers.element,
      coverage.element,
    );
    await Promise.all([nav.run(), fees.run(), peers.run(), coverage.run()]);
  }

  const cnpj = new URLSearchParams(location.search).get('cnpj');
  if (cnpj) {
    search.form.fill({ p_query: cnpj, p_limit: 1 });
    void search.run().then((answer) => {
      const rows = answer?.ok && Array.isArray(answer.data) ? (answer.data as Row[]) : [];
      void open(cnpj, rows[0]);
    });
  }
  return h('div', { class: 'page fund' }, h('h1', {}, 'Fund'), search.element, chosen);
}
