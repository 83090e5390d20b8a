// Every screen of the catalog: what it means, its parameters with their bounds,
// its answer, and the params the answer echoes (the arguments as used).
import { endpoint, type ExplorerContext } from '../context.js';
import { h } from '../dom.js';
import { endpointView } from '../endpoint-view.js';

export function screensPage(ctx: ExplorerContext): HTMLElement {
  const screens = Object.entries(ctx.catalog.screens ?? {});
  const parts = screens.map(([name, screen]) => {
    const echoed = h('pre', { class: 'params-echo' }, '(call to see the params as used)');
    const view = endpointView(endpoint(ctx, screen.function), ctx.apiKey, {
      title: `${name} (${screen.function})`,
      prefill: screen.params ?? {},
      onRows: (rows) => (echoed.textContent = rows.length ? JSON.stringify(rows[0].params, null, 2) : 'no rows, so no params echoed'),
    });
    void view.run();
    const bounds = Object.entries(screen.bounds ?? {});
    return h(
      'article',
      { class: 'screen' },
      screen.meaning ? h('p', { class: 'meaning' }, screen.meaning) : null,
      bounds.length ? h('dl', { class: 'bounds' }, bounds.flatMap(([arg, bound]) => [h('dt', {}, h('code', {}, arg)), h('dd', {}, bound)])) : null,
      view.element,
      h('h3', {}, 'params as used'),
      echoed,
    );
  });
  return h('div', { class: 'page screens' }, h('h1', {}, 'Screens'), parts);
}
