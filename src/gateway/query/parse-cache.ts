// Parsing is pure and clients send the same select, order and filter texts
// again and again (dashboards, paging, retries): each distinct (parser, source
// name, text) is parsed once per process. Results are frozen, so no caller can
// change what the next request gets; long texts are parsed every time, and a
// full cache starts over, so memory stays bounded whatever clients send.
import { runParser, type Parser } from './parsec.js';

const MAX_ENTRIES_PER_PARSER = 1000;
const MAX_CACHED_TEXT = 512;

type Result<T> = ReturnType<typeof runParser<T>>;
const caches = new WeakMap<Parser<unknown>, Map<string, Result<unknown>>>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** `runParser`, remembered per parser. */
export function runParserCached<T>(p: Parser<T>, sourceName: string, input: string): Result<T> {
  if (input.length + sourceName.length > 2 * MAX_CACHED_TEXT) return runParser(p, sourceName, input);
  let cache = caches.get(p as Parser<unknown>);
  if (!cache) caches.set(p as Parser<unknown>, (cache = new Map()));
  const key = `${sourceName}\u0000${input}`;
  const hit = cache.get(key);
  if (hit) return hit as Result<T>;
  if (cache.size >= MAX_ENTRIES_PER_PARSER) cache.clear();
  const result = deepFreeze(runParser(p, sourceName, input));
  cache.set(key, result);
  return result;
}
