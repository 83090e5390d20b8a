// The explorer's page and bundle as the gateway serves them: the page at / and its
// paths, the script gzipped under 300 KB, a fixed list of files, no apikey needed.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../helpers/api.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';

let db: TestDatabase;
let api: RunningApi;
let origin: string;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db);
  origin = api.baseUrl.replace(/\/rest\/v1$/, '');
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('explorer files', () => {
  it('answers the same page at /, /explore and each page path', async () => {
    const bodies = new Set<string>();
    for (const path of ['/', '/explore', '/explore/', '/explore/fund', '/explore/fidc', '/explore/screens']) {
      const r = await fetch(`${origin}${path}`);
      expect([path, r.status, r.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
      bodies.add(await r.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('<link rel="stylesheet" href="/explore/assets/app.css">');
  });

  it('serves the script gzipped when asked, under 300 KB, the same bytes as unzipped', async () => {
    const zipped = await fetch(`${origin}/explore/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([zipped.status, zipped.headers.get('content-type'), zipped.headers.get('content-encoding')]).toEqual([200, 'application/javascript; charset=utf-8', 'gzip']);
    const length = Number(zipped.headers.get('content-length'));
    expect(length).toBeLessThan(300_000);
    const plain = await fetch(`${origin}/explore/assets/app.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    // fetch unzips the first answer itself; the sizes say both were sent as labelled
    expect(Buffer.from(await zipped.arrayBuffer())).toEqual(plainBytes);
    expect(zlib.gzipSync(plainBytes, { level: 9 }).length).toBe(length);
    // the charting libraries are in the bundle, nothing is loaded from elsewhere
    expect(plainBytes.toString()).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const css = await fetch(`${origin}/explore/assets/app.css`);
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(await css.text()).toContain('.uplot');
  });

  it('answers any other explorer file 404 and a write 405, in the four-key shape', async () => {
    const missing = await fetch(`${origin}/explore/assets/..%2F..%2Fpackage.json`);
    expect([missing.status, await missing.json()]).toEqual([404, { code: null, details: null, hint: null, message: 'No such explorer file' }]);
    const post = await fetch(`${origin}/explore`, { method: 'POST', body: '{}' });
    expect([post.status, post.headers.get('allow'), await post.json()]).toEqual([405, 'GET, HEAD', { code: null, details: null, hint: null, message: 'Unsupported HTTP method: POST' }]);
  });
});
