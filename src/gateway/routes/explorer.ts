// The explorer: `/` and `/explore` (and its pages /explore/fund, /explore/fidc,
// /explore/screens) answer one small HTML page; /explore/assets/app.js and app.css
// are the bundle built from src/explorer/app/ (src/explorer/build.ts). No apikey is
// needed to load the page: the page asks for one and sends it with every call.
import type http from 'node:http';
import zlib from 'node:zlib';
import { explorerBundle } from '../../explorer/build.js';
import { ApiError } from '../api-error.js';
import { send } from '../http/respond.js';

/** Paths answered with the page; the page reads location.pathname to pick what to show. */
const PAGE_PATHS = new Set(['/', '/explore', '/explore/', '/explore/fund', '/explore/fidc', '/explore/screens']);
const ASSET_PREFIX = '/explore/assets/';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>brfin explorer</title>
  <link rel="stylesheet" href="/explore/assets/app.css">
</head>
<body>
  <div id="app"><p>Loading the explorer…</p></div>
  <noscript>The explorer needs JavaScript. The API reference is at <a href="/docs">/docs</a>.</noscript>
  <script src="/explore/assets/app.js" defer></script>
</body>
</html>
`;

interface Asset {
  type: string;
  plain: Buffer;
  gzip: Buffer;
}

let assets: Promise<Record<string, Asset>> | undefined;

function loadAssets(): Promise<Record<string, Asset>> {
  assets ??= explorerBundle().then(
    ({ js, css }) => ({
      'app.js': { type: 'application/javascript; charset=utf-8', plain: js, gzip: zlib.gzipSync(js, { level: 9 }) },
      'app.css': { type: 'text/css; charset=utf-8', plain: css, gzip: zlib.gzipSync(css, { level: 9 }) },
    }),
    (error: unknown) => {
      assets = undefined;
      throw error;
    },
  );
  return assets;
}

function acceptsGzip(req: http.IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** Answers the explorer's page and assets; returns false for any other path. */
export async function serveExplorer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean> {
  const isPage = PAGE_PATHS.has(pathname);
  if (!isPage && !pathname.startsWith(ASSET_PREFIX)) return false;
  const head = req.method === 'HEAD';
  // only reading / is the explorer: another method there stays the gateway's path error
  if (pathname === '/' && req.method !== 'GET' && !head) return false;
  if (req.method !== 'GET' && !head) {
    throw new ApiError(405, null, `Unsupported HTTP method: ${req.method}`, null, null, { Allow: 'GET, HEAD' });
  }
  if (isPage) {
    send(res, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, PAGE, { head });
    return true;
  }
  const name = pathname.slice(ASSET_PREFIX.length);
  const all = await loadAssets();
  if (!Object.hasOwn(all, name)) throw new ApiError(404, null, 'No such explorer file');
  const asset = all[name];
  const gzip = acceptsGzip(req);
  const headers: Record<string, string> = { 'Content-Type': asset.type, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  send(res, 200, headers, gzip ? asset.gzip : asset.plain, { head });
  return true;
}
