// The explorer's shell: the apikey field (remembered in localStorage), the page links,
// then the page the path names, once the live OpenAPI document and the catalog are in.
import './style.css';
import { loadApiKey, saveApiKey, send } from './api.js';
import type { ExplorerContext } from './context.js';
import { h } from './dom.js';
import { errorBox } from './endpoint-view.js';
import { buildEndpoints, type Catalog } from './endpoints.js';
import { explorePage } from './pages/explore.js';
import { fidcPage } from './pages/fidc.js';
import { fundPage } from './pages/fund.js';
import { screensPage } from './pages/screens.js';

const PAGES: { path: string; label: string; render: (ctx: ExplorerContext) => HTMLElement }[] = [
  { path: '/explore', label: 'Explore', render: explorePage },
  { path: '/explore/fund', label: 'Fund', render: fundPage },
  { path: '/explore/fidc', label: 'FIDC', render: fidcPage },
  { path: '/explore/screens', label: 'Screens', render: screensPage },
];

function currentPage() {
  const path = location.pathname.replace(/\/$/, '') || '/explore';
  return PAGES.find((p) => p.path === path) ?? PAGES[0];
}

async function start(): Promise<void> {
  const app = document.getElementById('app')!;
  let key = loadApiKey();
  const page = currentPage();
  const keyInput = h('input', { id: 'apikey', name: 'apikey', type: 'text', autocomplete: 'off', spellcheck: 'false', value: key, placeholder: 'pk_…', 'aria-describedby': 'apikey-help' });
  const keyForm = h(
    'form',
    { class: 'apikey', onsubmit: (e: Event) => { e.preventDefault(); saveApiKey(keyInput.value.trim()); location.reload(); } },
    h('label', { for: 'apikey' }, 'apikey'),
    keyInput,
    h('button', { type: 'submit' }, 'Use'),
    h('small', { id: 'apikey-help' }, 'npm start prints it (and an explorer link that fills it in); kept in this browser only.'),
  );
  const header = h(
    'header',
    { class: 'top' },
    h('a', { href: '/explore', class: 'brand' }, 'brfin'),
    h('nav', { 'aria-label': 'Pages' }, PAGES.map((p) => h('a', { href: p.path, 'aria-current': p === page ? 'page' : undefined }, p.label)), h('a', { href: '/docs' }, 'API reference')),
    keyForm,
  );
  const main = h('main', { id: 'main' });
  app.replaceChildren(header, main);
  if (!key) {
    main.append(h('div', { class: 'notice' }, h('p', {}, 'Paste the apikey above: ', h('code', {}, 'npm start'), ' prints it on the line ', h('code', {}, 'apikey  pk_…'), ' (it is also publishableKey in DATA_DIR/secrets.json).')));
    keyInput.focus();
    return;
  }
  main.append(h('p', { class: 'status' }, 'Reading the API description…'));
  const [openapi, catalog] = await Promise.all([send({ method: 'GET', path: '/' }, key), send({ method: 'POST', path: '/rpc/catalog', body: {} }, key)]);
  const failed = [openapi, catalog].find((a) => !a.ok);
  if (failed && !failed.ok) {
    main.replaceChildren(errorBox(failed.status, failed.error));
    return;
  }
  if (!openapi.ok || !catalog.ok) return;
  const endpoints = buildEndpoints(openapi.data as Record<string, unknown>, catalog.data as Catalog);
  const ctx: ExplorerContext = { endpoints: new Map(endpoints.map((e) => [e.name, e])), catalog: catalog.data as Catalog, apiKey: () => key };
  main.replaceChildren(page.render(ctx));
  document.body.setAttribute('data-ready', 'true');
  key = keyInput.value.trim() || key;
}

void start();
