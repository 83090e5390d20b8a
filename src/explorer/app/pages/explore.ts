// Every endpoint by tag: choose one, its form comes prefilled with the catalog's
// worked example; ?endpoint=<name> is the chosen one, so a view can be linked.
import type { ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { endpointView } from '../endpoint-view.js';
import type { Endpoint } from '../endpoints.js';

function byTag(endpoints: Endpoint[]): Map<string, Endpoint[]> {
  const tags = new Map<string, Endpoint[]>();
  for (const e of endpoints) tags.set(e.tag, [...(tags.get(e.tag) ?? []), e]);
  return tags;
}

export function explorePage(ctx: ExplorerContext): HTMLElement {
  const endpoints = [...ctx.endpoints.values()];
  const tags = byTag(endpoints);
  const holder = h('div', { class: 'endpoint-holder' });
  const select = h(
    'select',
    { id: 'endpoint', name: 'endpoint' },
    h('option', { value: '' }, 'choose an endpoint…'),
    [...tags].map(([tag, list]) => h('optgroup', { label: tag }, list.map((e) => h('option', { value: e.name }, `${e.name} (${e.summary.slice(0, 60)}${e.summary.length > 60 ? '…' : ''})`)))),
  );

  function show(name: string, push: boolean) {
    select.value = name;
    const endpoint = ctx.endpoints.get(name);
    if (push) history.pushState(null, '', name ? `/explore?endpoint=${encodeURIComponent(name)}` : '/explore');
    if (!endpoint) {
      holder.replaceChildren(overview());
      return;
    }
    holder.replaceChildren(endpointView(endpoint, ctx.apiKey).element);
  }

  function overview(): HTMLElement {
    const start = (label: string, href: string) => h('li', {}, h('a', { href }, label));
    return h(
      'div',
      { class: 'overview' },
      h('h2', {}, 'Start here'),
      h(
        'ul',
        { class: 'quick' },
        start('PTAX: the dollar in BRL, as a chart', '/explore?endpoint=ptax'),
        start("A fund's NAV, fees and peers", '/explore/fund'),
        start('DI1 futures: the curve of one session', '/explore?endpoint=future_curve'),
        start('One ticker as candlesticks', '/explore?endpoint=quote_history'),
        start('FIDC delinquency: drivers, aging, largest debtors', '/explore/fidc'),
      ),
      h('h2', {}, 'Endpoints by tag'),
      [...tags].map(([tag, list]) =>
        h(
          'section',
          { class: 'tag' },
          h('h3', {}, tag),
          ctx.catalog.tags?.[tag] ? h('p', {}, ctx.catalog.tags[tag]) : null,
          h('ul', {}, list.map((e) => h('li', {}, h('a', { href: `/explore?endpoint=${e.name}` }, e.name), ` ${e.summary}`))),
        ),
      ),
    );
  }

  select.addEventListener('change', () => show(select.value, true));
  window.addEventListener('popstate', () => show(new URLSearchParams(location.search).get('endpoint') ?? '', false));
  show(new URLSearchParams(location.search).get('endpoint') ?? '', false);
  return h('div', { class: 'page explore' }, h('div', { class: 'chooser' }, h('label', { for: 'endpoint' }, 'Endpoint'), select), holder);
}
