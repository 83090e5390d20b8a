// One ordering for every generated list: by code point, so the output does not
// depend on the machine's locale.
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
