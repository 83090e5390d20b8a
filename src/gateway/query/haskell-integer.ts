// `limit` and `offset` as PostgREST reads them: Haskell's `readMaybe :: Maybe
// Integer` (QueryParams.hs). That accepts more than digits: surrounding
// whitespace, any number of parentheses, a minus sign (also inside
// parentheses, as `(-3)`, not as `-(3)`), hexadecimal `0x1f` and octal `0o17`.
// A fraction or exponent (`3.0`, `1e1`) is not an Integer: the value is ignored.

const NUMBER = /^(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|([0-9]+))/;

export function readHaskellInteger(text: string): bigint | undefined {
  let at = 0;
  const skipSpaces = () => {
    while (at < text.length && /\s/u.test(text[at])) at += 1;
  };
  const number = (): bigint | undefined => {
    skipSpaces();
    const m = NUMBER.exec(text.slice(at));
    if (!m) return undefined;
    at += m[0].length;
    if (m[1] !== undefined) return BigInt(`0x${m[1]}`);
    if (m[2] !== undefined) return BigInt(`0o${m[2]}`);
    return BigInt(m[3]);
  };
  const value = (): bigint | undefined => {
    skipSpaces();
    if (text[at] === '(') {
      at += 1;
      const inner = value();
      skipSpaces();
      if (inner === undefined || text[at] !== ')') return undefined;
      at += 1;
      return inner;
    }
    if (text[at] === '-') {
      at += 1;
      const n = number();
      return n === undefined ? undefined : -n;
    }
    return number();
  };
  const result = value();
  skipSpaces();
  return at === text.length ? result : undefined;
}
