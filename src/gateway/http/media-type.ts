// Content negotiation over `Accept`, in PostgREST's order: q-values first, then
// the more specific type (wai's parseHttpAccept); the first acceptable wins.
import { ApiError } from '../api-error.js';

export type Media =
  | { kind: 'json' | 'csv' | 'any' | 'openapi' | 'geojson' }
  | { kind: 'object' | 'array'; stripped: boolean }
  | { kind: 'other'; mime: string };

/** Media types in preference order (wai `parseHttpAccept`: spaces dropped, stable sort on q, `;` count, fewer `*`). */
export function parseAccept(header: string | undefined): string[] {
  if (header === undefined) return ['*/*'];
  // an empty Accept accepts nothing: v14 ApiRequest maps it through parseHttpAccept to [] (406)
  if (header.trim() === '') return [];
  const entries = header.split(',').map((raw, index) => {
    const s = raw.replaceAll(' ', '');
    const at = s.indexOf(';q=');
    const media = at < 0 ? s : s.slice(0, at);
    const qText = at < 0 ? '' : s.slice(at + 3).split(';')[0];
    const qMatch = qText.match(/^\d+(\.\d+)?([eE][+-]?\d+)?/);
    const q = qMatch ? Number(qMatch[0]) : 1;
    return { media, q, semicolons: media.split(';').length - 1, stars: media.split('*').length - 1, index };
  });
  entries.sort((a, b) => b.q - a.q || b.semicolons - a.semicolons || a.stars - b.stars || a.index - b.index);
  return entries.map((e) => e.media);
}

export function decodeMedia(text: string): Media {
  const m = text.match(/^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)((?:\s*;\s*[^;=\s]+=[^;]*)*)/);
  if (!m) return { kind: 'other', mime: text };
  const type = `${m[1]}/${m[2]}`.toLowerCase();
  const params = new Map(
    m[3]
      .split(';')
      .filter((p) => p.includes('='))
      .map((p) => {
        const [k, ...v] = p.trim().split('=');
        return [k.toLowerCase(), v.join('=').replace(/^"|"$/g, '')] as const;
      }),
  );
  const stripped = params.get('nulls') === 'stripped';
  switch (type) {
    case 'application/json':
      return { kind: 'json' };
    case 'application/geo+json':
      return { kind: 'geojson' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      // db-plan-enabled is off, as in PostgREST's default: only its name in a 406 (v14 MediaType.toMime)
      return { kind: 'other', mime: planMime(type.endsWith('+json') ? 'json' : 'text', params) };
    case 'text/csv':
      return { kind: 'csv' };
    case 'application/openapi+json':
      return { kind: 'openapi' };
    case '*/*':
      return { kind: 'any' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripped };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped ? { kind: 'array', stripped } : { kind: 'json' };
    default:
      return { kind: 'other', mime: text };
  }
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** `application/vnd.pgrst.plan+<fmt>; for="<mime>"[; options=a|b]`, `for` defaulting to application/json. */
function planMime(format: 'json' | 'text', params: Map<string, string>): string {
  const options = (params.get('options') ?? '').split('|');
  const chosen = PLAN_OPTIONS.filter((o) => options.includes(o));
  const target = toMime(decodeMedia(params.get('for') ?? 'application/json'));
  return `application/vnd.pgrst.plan+${format}; for="${target}"${chosen.length ? `; options=${chosen.join('|')}` : ''}`;
}

function toMime(media: Media): string {
  switch (media.kind) {
    case 'json':
      return 'application/json';
    case 'geojson':
      return 'application/geo+json';
    case 'csv':
      return 'text/csv';
    case 'openapi':
      return 'application/openapi+json';
    case 'any':
      return '*/*';
    case 'object':
      return `application/vnd.pgrst.object+json${media.stripped ? ';nulls=stripped' : ''}`;
    case 'array':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'other':
      return media.mime;
  }
}

function unacceptable(accepts: Media[]): ApiError {
  return new ApiError(406, 'PGRST107', `None of these media types are available: ${accepts.map(toMime).join(', ')}`);
}

export type ReadFormat = { kind: 'json' } | { kind: 'csv' } | { kind: 'geojson' } | { kind: 'object' | 'array'; stripped: boolean };

/** What a view or function result is rendered as. */
export function negotiateRead(acceptHeader: string | undefined): { format: ReadFormat; contentType: string } {
  const accepts = parseAccept(acceptHeader).map(decodeMedia);
  for (const media of accepts) {
    if (media.kind === 'json' || media.kind === 'any') return { format: { kind: 'json' }, contentType: 'application/json; charset=utf-8' };
    if (media.kind === 'csv') return { format: { kind: 'csv' }, contentType: 'text/csv; charset=utf-8' };
    // v14 always offers GeoJSON (ST_AsGeoJSON over the rows); without PostGIS PostgreSQL answers 42883
    if (media.kind === 'geojson') return { format: { kind: 'geojson' }, contentType: 'application/geo+json; charset=utf-8' };
    if (media.kind === 'object' || media.kind === 'array') return { format: media, contentType: `${toMime(media)}; charset=utf-8` };
  }
  throw unacceptable(accepts);
}

/** The root serves OpenAPI to anyone accepting it, JSON or anything. */
export function negotiateOpenApi(acceptHeader: string | undefined): void {
  const accepts = parseAccept(acceptHeader).map(decodeMedia);
  if (!accepts.some((m) => m.kind === 'openapi' || m.kind === 'json' || m.kind === 'any')) throw unacceptable(accepts);
}
