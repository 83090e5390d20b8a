// A tiny parser-combinator core with Haskell Parsec's semantics (consumed vs
// empty failure, `try`, labels, error merging by position). PostgREST builds
// its PGRST100 message and details from Parsec errors, so reproducing those
// semantics is what makes our error texts and column numbers match its own.

export type MessageKind = 0 | 1 | 2 | 3; // SysUnExpect < UnExpect < Expect < Message (Parsec's Ord)
export const SYS_UNEXPECT: MessageKind = 0;
export const UNEXPECT: MessageKind = 1;
export const EXPECT: MessageKind = 2;

export interface Message {
  kind: MessageKind;
  text: string;
}

export interface ParseError {
  /** Index into the input where the error happened. */
  at: number;
  messages: Message[];
}

export type Reply<T> =
  | { ok: true; value: T; at: number; consumed: boolean; error: ParseError }
  | { ok: false; consumed: boolean; error: ParseError };

export type Parser<T> = (input: string, at: number) => Reply<T>;

const unknownError = (at: number): ParseError => ({ at, messages: [] });

export function mergeErrors(a: ParseError, b: ParseError): ParseError {
  if (b.messages.length === 0 && a.messages.length > 0) return a;
  if (a.messages.length === 0 && b.messages.length > 0) return b;
  if (a.at === b.at) return { at: a.at, messages: [...a.messages, ...b.messages] };
  return a.at > b.at ? a : b;
}

function withExpect(error: ParseError, labels: string[]): ParseError {
  const kept = error.messages.filter((m) => m.kind !== EXPECT);
  return { at: error.at, messages: [...kept, ...(labels.length ? labels : ['']).map((text) => ({ kind: EXPECT, text }))] };
}

// ---- Haskell `show` for the texts Parsec puts into messages ----

function showCharBody(c: string, quote: '"' | "'"): string {
  const code = c.codePointAt(0)!;
  if (c === '\\') return '\\\\';
  if (c === quote) return `\\${quote}`;
  const named: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r', '\b': '\\b', '\f': '\\f', '\v': '\\v', '\x07': '\\a', '\x7f': '\\DEL' };
  if (named[c]) return named[c];
  if (code < 0x20 || code > 0x7e) return `\\${code}`;
  return c;
}

/** Haskell `show` of a String, e.g. `"a\"b"` (non-ASCII as decimal escapes). */
export function hsShowString(s: string): string {
  let out = '';
  const chars = [...s];
  chars.forEach((c, i) => {
    const body = showCharBody(c, '"');
    out += body;
    // `\233` followed by a digit needs the empty escape `\&` to stay unambiguous
    if (/^\\\d+$/.test(body) && i + 1 < chars.length && /[0-9]/.test(chars[i + 1])) out += '\\&';
  });
  return `"${out}"`;
}

/** Haskell `show` of a Char, e.g. `'t'`. */
export function hsShowChar(c: string): string {
  return `'${c === '"' ? '"' : showCharBody(c, "'")}'`;
}

// ---- primitives ----

function charAt(input: string, at: number): string | undefined {
  if (at >= input.length) return undefined;
  const unit = input.charCodeAt(at);
  // a lone UTF-16 unit unless it starts a surrogate pair
  return unit < 0xd800 || unit > 0xdbff ? input[at] : String.fromCodePoint(input.codePointAt(at)!);
}

/** A message whose text (a Haskell `show`) is built only if the error is ever rendered: most failures are backtracked. */
class ShownLater implements Message {
  constructor(
    readonly kind: MessageKind,
    private readonly raw: string,
  ) {}
  get text(): string {
    return hsShowString(this.raw);
  }
}

export function satisfy(pred: (c: string) => boolean): Parser<string> {
  return (input, at) => {
    const c = charAt(input, at);
    if (c === undefined) return { ok: false, consumed: false, error: { at, messages: [{ kind: SYS_UNEXPECT, text: '' }] } };
    if (pred(c)) return { ok: true, value: c, at: at + c.length, consumed: true, error: unknownError(at + c.length) };
    return { ok: false, consumed: false, error: { at, messages: [new ShownLater(SYS_UNEXPECT, c)] } };
  };
}

export const char = (c: string): Parser<string> => label(satisfy((x) => x === c), hsShowString(c));
export const oneOf = (set: string): Parser<string> => satisfy((x) => set.includes(x));
export const noneOf = (set: string): Parser<string> => satisfy((x) => !set.includes(x));
export const anyChar: Parser<string> = satisfy(() => true);
const isAsciiLetter = (x: string) => (x >= 'a' && x <= 'z') || (x >= 'A' && x <= 'Z');
export const letter: Parser<string> = label(satisfy((x) => isAsciiLetter(x) || (x > '\x7f' && /^\p{L}$/u.test(x))), 'letter');
export const digit: Parser<string> = label(satisfy((x) => x >= '0' && x <= '9'), 'digit');

/** Parsec `string`: all or nothing, errors reported at the start position. */
export function string(s: string): Parser<string> {
  return (input, at) => {
    let pos = at;
    for (const expected of s) {
      const c = charAt(input, pos);
      const consumed = pos > at;
      if (c === undefined) return { ok: false, consumed, error: { at, messages: [{ kind: SYS_UNEXPECT, text: '' }, new ShownLater(EXPECT, s)] } };
      if (c !== expected) return { ok: false, consumed, error: { at, messages: [new ShownLater(SYS_UNEXPECT, c), new ShownLater(EXPECT, s)] } };
      pos += c.length;
    }
    return { ok: true, value: input.slice(at, pos), at: pos, consumed: pos > at, error: unknownError(pos) };
  };
}

export const succeed =
  <T>(value: T): Parser<T> =>
  (_input, at) => ({ ok: true, value, at, consumed: false, error: unknownError(at) });

/** Parsec `parserZero` (what `guard False` gives): fails with an unknown error. */
export const zero: Parser<never> = (_input, at) => ({ ok: false, consumed: false, error: unknownError(at) });

export const fail =
  (text: string): Parser<never> =>
  (_input, at) => ({ ok: false, consumed: false, error: { at, messages: [{ kind: 3, text }] } });

// ---- combinators ----

/** A reply with another consumed flag and error (object spread is slow on these hot paths). */
function reshaped<T>(r: Reply<T>, consumed: boolean, error: ParseError): Reply<T> {
  return r.ok ? { ok: true, value: r.value, at: r.at, consumed, error } : { ok: false, consumed, error };
}

export function map<A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> {
  return (input, at) => {
    const r = p(input, at);
    return r.ok ? { ok: true, value: f(r.value), at: r.at, consumed: r.consumed, error: r.error } : r;
  };
}

/** Monadic bind with Parsec's error merging when the first parser consumed nothing. */
export function bind<A, B>(p: Parser<A>, f: (a: A) => Parser<B>): Parser<B> {
  return (input, at) => {
    const r1 = p(input, at);
    if (!r1.ok) return r1;
    const r2 = f(r1.value)(input, r1.at);
    if (r2.consumed) return r2;
    // the second step consumed nothing: its error is pooled with the first's
    return reshaped(r2, r1.consumed, mergeErrors(r1.error, r2.error));
  };
}

/** Runs parsers in order and collects their values. */
/**
 * Runs parsers in order and collects their values: a chain of `bind`s written as
 * a loop (bind is associative), so no parser is built while parsing. A step that
 * consumes replaces the error; one that does not pools its error with the last.
 */
export function seq<T extends unknown[]>(...ps: { [K in keyof T]: Parser<T[K]> }): Parser<T> {
  const steps = ps as Parser<unknown>[];
  return ((input: string, at: number): Reply<unknown[]> => {
    const values: unknown[] = [];
    let pos = at;
    let consumed = false;
    let error: ParseError = unknownError(at);
    for (const p of steps) {
      const r = p(input, pos);
      if (r.consumed) {
        consumed = true;
        error = r.error;
      } else error = mergeErrors(error, r.error);
      if (!r.ok) return { ok: false, consumed, error };
      values.push(r.value);
      pos = r.at;
    }
    return { ok: true, value: values, at: pos, consumed, error };
  }) as unknown as Parser<T>;
}

export const left = <A>(p: Parser<A>, q: Parser<unknown>): Parser<A> => map(seq(p, q), ([a]) => a);
export const right = <B>(p: Parser<unknown>, q: Parser<B>): Parser<B> => map(seq(p, q), ([, b]) => b);

/** Parsec `<|>` over several parsers: the first that succeeds or consumes wins; empty failures pool their errors. */
export function alt<T>(...ps: Parser<T>[]): Parser<T> {
  return (input, at) => {
    let r = ps[0](input, at);
    for (let i = 1; i < ps.length && !r.ok && !r.consumed; i++) {
      const next = ps[i](input, at);
      r = next.consumed ? next : reshaped(next, false, mergeErrors(r.error, next.error));
    }
    return r;
  };
}

export function attempt<T>(p: Parser<T>): Parser<T> {
  return (input, at) => {
    const r = p(input, at);
    return !r.ok && r.consumed ? { ok: false, consumed: false, error: r.error } : r;
  };
}

export function label<T>(p: Parser<T>, ...labels: string[]): Parser<T> {
  return (input, at) => {
    const r = p(input, at);
    if (r.consumed) return r;
    if (!r.ok) return { ok: false, consumed: false, error: withExpect(r.error, labels) };
    return r.error.messages.length ? reshaped(r, false, withExpect(r.error, labels)) : r;
  };
}

export function lookAhead<T>(p: Parser<T>): Parser<T> {
  return (input, at) => {
    const r = p(input, at);
    return r.ok ? { ok: true, value: r.value, at, consumed: false, error: unknownError(at) } : r;
  };
}

export function many<T>(p: Parser<T>): Parser<T[]> {
  return (input, at) => {
    const values: T[] = [];
    let pos = at;
    let consumed = false;
    for (;;) {
      const r = p(input, pos);
      if (!r.ok) {
        if (r.consumed) return { ok: false, consumed: true, error: r.error };
        return { ok: true, value: values, at: pos, consumed, error: r.error };
      }
      if (!r.consumed) throw new Error('many: parser accepts empty input');
      values.push(r.value);
      pos = r.at;
      consumed = true;
    }
  };
}

export const many1 = <T>(p: Parser<T>): Parser<T[]> => map(seq(p, many(p)), ([first, rest]) => (rest.unshift(first), rest));

export const option = <T>(fallback: T, p: Parser<T>): Parser<T> => alt(p, succeed(fallback));
export const optionMaybe = <T>(p: Parser<T>): Parser<T | undefined> => option<T | undefined>(undefined, p);

export const sepBy1 = <T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> => {
  const rest = many(right(sep, p));
  return map(seq(p, rest), ([first, others]) => (others.unshift(first), others));
};
export const sepBy = <T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> => option<T[]>([], sepBy1(p, sep));

export const between = <T>(open: Parser<unknown>, close: Parser<unknown>, p: Parser<T>): Parser<T> => left(right(open, p), close);

/** Parsec `notFollowedBy`: reports the unexpected item with Haskell `show` of a Char. */
export function notFollowedBy(p: Parser<string>): Parser<null> {
  return attempt((input, at): Reply<null> => {
    const r = attempt(p)(input, at);
    if (r.ok) return { ok: false, consumed: false, error: { at, messages: [{ kind: UNEXPECT, text: hsShowChar(r.value) }] } };
    // Parsec's `<|> return ()` keeps p's error: `name:` at the end expects `":" or field name`
    return { ok: true, value: null, at, consumed: false, error: r.error };
  });
}

export const eof: Parser<null> = label(notFollowedBy(anyChar), 'end of input');

/** Lazily referenced parser, for recursive grammars. */
export const lazy =
  <T>(f: () => Parser<T>): Parser<T> =>
  (input, at) =>
    f()(input, at);

// ---- rendering, as PostgREST's QueryParams.mapError does ----

function lineColumn(input: string, at: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (const c of input.slice(0, at)) {
    if (c === '\n') {
      line += 1;
      column = 1;
    } else if (c === '\t') column += 8 - ((column - 1) % 8);
    else column += 1;
  }
  return { line, column };
}

function showErrorMessages(messages: Message[]): string {
  if (messages.length === 0) return 'unknown parse error';
  const sorted = [...messages].sort((a, b) => a.kind - b.kind);
  const of = (k: MessageKind) => sorted.filter((m) => m.kind === k).map((m) => m.text);
  const clean = (xs: string[]) => [...new Set(xs.filter((x) => x !== ''))];
  const commasOr = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);
  const showMany = (pre: string, xs: string[]) => {
    const ms = clean(xs);
    if (ms.length === 0) return '';
    return pre ? `${pre} ${commasOr(ms)}` : commasOr(ms);
  };
  const sys = of(SYS_UNEXPECT);
  const unexpected = of(UNEXPECT);
  const sysText = unexpected.length > 0 || sys.length === 0 ? '' : sys[0] === '' ? 'unexpected end of input' : `unexpected ${sys[0]}`;
  const parts = [sysText, showMany('unexpected', unexpected), showMany('expecting', of(EXPECT)), showMany('', of(3))];
  return clean(parts).join(' ');
}

export interface ParseFailure {
  message: string;
  details: string;
  /** Whether the parser consumed input before failing (PostgREST's RPC GET fallback depends on it). */
  consumed: boolean;
}

/**
 * Deepest `(` nesting a query parameter may have. The combinators recurse per
 * level, so an unbounded depth would overflow the stack (a 500); no real
 * `select=` or logic tree comes near this.
 */
export const MAX_NESTING = 64;

/** Offset of the `(` that opens nesting level MAX_NESTING + 1 (outside double quotes), or -1. */
function tooDeepAt(input: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(' && ++depth > MAX_NESTING) return i;
    else if (c === ')' && depth > 0) depth--;
  }
  return -1;
}

/** Runs `p` like `P.parse p sourceName input` (no implicit end-of-input check). */
export function runParser<T>(p: Parser<T>, sourceName: string, input: string): { ok: true; value: T } | ({ ok: false } & ParseFailure) {
  const deep = tooDeepAt(input);
  if (deep >= 0) {
    const { line, column } = lineColumn(input, deep);
    return { ok: false, consumed: true, message: `"${sourceName}" (line ${line}, column ${column})`, details: `nesting deeper than ${MAX_NESTING} levels` };
  }
  const r = p(input, 0);
  if (r.ok) return { ok: true, value: r.value };
  const { line, column } = lineColumn(input, r.error.at);
  return {
    ok: false,
    consumed: r.consumed,
    message: `"${sourceName}" (line ${line}, column ${column})`,
    details: showErrorMessages(r.error.messages).trim(),
  };
}
