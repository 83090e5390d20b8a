// /docs: a browsable reference page (swagger-ui-dist, served from
// node_modules) over the same OpenAPI document; no apikey needed to read docs.
// The page says where the apikey comes from; GET / is the explorer (routes/explorer.ts).
import fs from 'node:fs';
import type http from 'node:http';
import { openApiForRequest } from '../http/openapi-servers.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ApiError } from '../api-error.js';
import { send } from '../http/respond.js';

const require = createRequire(import.meta.url);
const assetsDir: string = (require('swagger-ui-dist/absolute-path.js') as () => string)();

const JS = 'application/javascript; charset=utf-8';
/** The only files served from the asset folder: a fixed list, so no path can reach anything else. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': JS,
  'swagger-ui-standalone-preset.js': JS,
  'favicon-16x16.png': 'image/png',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>API reference</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
  <link rel="stylesheet" href="/docs/page.css">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
  <aside id="apikey-note">
    <strong>Your apikey.</strong> Every call needs the header <code>apikey</code>. Running it yourself,
    <code>npm start</code> prints the key (the line <code>apikey&nbsp;&nbsp;pk_…</code>; it is also
    <code>publishableKey</code> in <code>DATA_DIR/secrets.json</code>, default <code>.data/</code>); a deployment
    uses one of its <code>PUBLISHABLE_KEYS</code>. Click <strong>Authorize</strong>, paste it under
    <code>apikey</code>, then <strong>Try it out</strong>. Signed in (higher ceilings):
    <code>npm run token -- --sub you</code> prints a JWT for <code>bearer</code>, sent beside the apikey.
    The OpenAPI document is <a href="/rest/v1/">/rest/v1/</a> (with the apikey) or <a href="/docs/openapi.json">/docs/openapi.json</a>.
  </aside>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/swagger-ui-standalone-preset.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
`;

// a separate script rather than inline code, so a strict Content-Security-Policy can apply
const INIT = `window.ui = SwaggerUIBundle({
  url: '/docs/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

// a file too, so a strict Content-Security-Policy (style-src 'self') can apply
const PAGE_CSS = `#apikey-note { font-family: sans-serif; font-size: 14px; line-height: 1.5; max-width: 1400px;
  margin: 12px auto 0; padding: 10px 20px; background: #fff8e1; border: 1px solid #f0c36d; border-radius: 4px; }
#apikey-note code { background: #f3f3f3; padding: 0 3px; border-radius: 3px; }
`;

/** Answers `/docs` and `/docs/<file>`; returns false for anything else (`/` is the explorer, routes/explorer.ts). */
export function serveDocs(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, openapi: string): boolean {
  if (pathname !== '/docs' && !pathname.startsWith('/docs/')) return false;
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    throw new ApiError(405, null, `Unsupported HTTP method: ${req.method}`, null, null, { Allow: 'GET, HEAD' });
  }
  const file = pathname === '/docs' || pathname === '/docs/' ? 'index.html' : pathname.slice('/docs/'.length);
  if (file === 'index.html') send(res, 200, { 'Content-Type': 'text/html; charset=utf-8' }, PAGE, { head });
  else if (file === 'init.js') send(res, 200, { 'Content-Type': JS }, INIT, { head });
  else if (file === 'page.css') send(res, 200, { 'Content-Type': 'text/css; charset=utf-8' }, PAGE_CSS, { head });
  else if (file === 'openapi.json') send(res, 200, { 'Content-Type': 'application/json; charset=utf-8' }, openApiForRequest(openapi, req), { head });
  else if (Object.hasOwn(ASSETS, file)) {
    const body = fs.readFileSync(path.join(assetsDir, file));
    send(res, 200, { 'Content-Type': ASSETS[file], 'Cache-Control': 'public, max-age=86400' }, body, { head });
  } else throw new ApiError(404, null, 'No such documentation file');
  return true;
}
