// One FIDC, whole: its credit quality (the aging ladder, the largest debtors, the
// portfolio by risk grade, sector, tax debt or guarantees) and its structure (who
// originated the receivables, the tranches and their flows). Every part is the same
// endpoint view the explore page shows, given the fund's CNPJ.
import { endpoint, type ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { endpointView, type EndpointView } from '../endpoint-view.js';

export interface FidcFund {
  element: HTMLElement;
  open(cnpj: string): void;
}

export function fidcFund(ctx: ExplorerContext): FidcFund {
  const view = (name: string, title: string, prefill: Record<string, unknown> = {}): EndpointView =>
    endpointView(endpoint(ctx, name), ctx.apiKey, { title, prefill, compact: true });
  const aging = view('fidc_aging', 'Aging ladder');
  const debtors = view('fidc_sacados', 'Largest debtors');
  // a risk-grade ladder is 9 rows a month, so every month the fund filed fits in one answer
  const portfolio = view('fidc_portfolio', 'Portfolio', { p_kind: 'scr_debtor' });
  const cedentes = view('fidc_cedentes', 'Originators (cedentes)');
  const tranches = view('fidc_tranches', 'Tranches and their flows');
  const parts = [aging, debtors, portfolio, cedentes, tranches];
  const title = h('h2', { class: 'fund-title' }, 'No fund open yet');

  const element = h(
    'div',
    { class: 'fidc-detail' },
    title,
    h('h3', {}, 'Credit quality'),
    aging.element,
    debtors.element,
    portfolio.element,
    h('h3', {}, 'Structure'),
    cedentes.element,
    tranches.element,
  );

  function open(cnpj: string) {
    title.replaceChildren('Fund ', h('code', {}, cnpj));
    for (const part of parts) {
      part.form.set('p_cnpj', cnpj);
      void part.run();
    }
  }
  return { element, open };
}
