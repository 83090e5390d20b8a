// Query strings the way PostgREST reads them (http-types `parseQueryReplacePlus`):
// `&` and `;` separate pairs, `+` is a space, bad percent escapes stay as they are,
// and a key without `=` has no value.

export type QueryPair = [key: string, value: string | null];

function percentDecode(text: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(text.replaceAll('+', ' '), 'utf8');
  for (let i = 0; i < raw.length; i += 1) {
    const hex = raw[i] === 0x25 && i + 2 < raw.length ? raw.toString('latin1', i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(raw[i]);
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseQueryString(raw: string): QueryPair[] {
  const query = raw.startsWith('?') ? raw.slice(1) : raw;
  if (query === '') return [];
  return query.split(/[&;]/).map((piece): QueryPair => {
    const eq = piece.indexOf('=');
    return eq < 0 ? [percentDecode(piece), null] : [percentDecode(piece.slice(0, eq)), percentDecode(piece.slice(eq + 1))];
  });
}

/** Removes every `apikey` pair: the key is the gateway's business, never a filter. */
export function withoutApiKey(pairs: QueryPair[]): { pairs: QueryPair[]; apikey: string | null | undefined } {
  const found = pairs.find(([k]) => k === 'apikey');
  return { pairs: pairs.filter(([k]) => k !== 'apikey'), apikey: found ? found[1] : undefined };
}

/**
 * Network.HTTP.Base `urlEncode` applied to PostgREST's Char8 view of the bytes:
 * bytes above 0x7f are taken as Latin-1 characters and UTF-8 encoded again.
 */
function urlEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (byte < 0x80) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += `%${(0xc0 | (byte >> 6)).toString(16).toUpperCase()}%${(0x80 | (byte & 0x3f)).toString(16).toUpperCase()}`;
  }
  return out;
}

/**
 * PostgREST's canonical query string (`Content-Location`): pairs sorted by key,
 * values of a repeated key joined with commas (Network.HTTP.Base `urlEncodeVars`).
 */
export function canonicalQueryString(pairs: QueryPair[]): string {
  const sorted = pairs.map(([k, v]) => [k, v ?? ''] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const parts: string[] = [];
  const done = new Set<string>();
  sorted.forEach(([key], i) => {
    if (done.has(key)) return;
    done.add(key);
    const values = sorted.slice(i).filter(([k]) => k === key).map(([, v]) => urlEncode(v));
    parts.push(`${urlEncode(key)}=${values.join(',')}`);
  });
  return parts.join('&');
}
