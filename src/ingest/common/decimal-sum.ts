// An exact running sum of decimal texts ("-1234.56") read in place from bytes,
// as PostgreSQL's sum(numeric) gives it: the result has the most decimals any
// term had ("1.5" + "2.25" = "3.75", "1.50" + "2" = "3.50"), and no term means
// NULL. Units in a double while they stay exact (the common case, and fast), a
// bigint once the sum could pass 2^53.

const SAFE = Number.MAX_SAFE_INTEGER;
const DIGITS_IN_A_SAFE_DOUBLE = 15;
const MINUS = 0x2d;
const DOT = 0x2e;

export class DecimalSum {
  /** Decimals of the sum so far: the most any term had. */
  private scale = 0;
  private small = 0;
  private big: bigint | undefined;
  private terms = 0;

  /** Adds the decimal text buf[from, to) (-?digits, optionally .digits: the 'decimal' rule's form). */
  add(buf: Uint8Array, from: number, to: number): void {
    this.terms += 1;
    const negative = buf[from] === MINUS;
    let dot = -1;
    for (let i = from; i < to; i += 1) if (buf[i] === DOT) dot = i;
    const scale = dot < 0 ? 0 : to - dot - 1;
    if (scale > this.scale) this.rescale(scale);
    const shift = this.scale - scale;
    const digitCount = to - from - (negative ? 1 : 0) - (dot < 0 ? 0 : 1);
    if (this.big === undefined && digitCount + shift <= DIGITS_IN_A_SAFE_DOUBLE) {
      let units = 0;
      for (let i = negative ? from + 1 : from; i < to; i += 1) if (i !== dot) units = units * 10 + (buf[i] - 0x30);
      units *= 10 ** shift;
      if (negative) units = -units;
      if (Math.abs(this.small) + Math.abs(units) <= SAFE) {
        this.small += units;
        return;
      }
    }
    let digits = '';
    for (let i = negative ? from + 1 : from; i < to; i += 1) if (i !== dot) digits += String.fromCharCode(buf[i]);
    const term = BigInt(digits) * 10n ** BigInt(shift);
    this.big = (this.big ?? BigInt(this.small)) + (negative ? -term : term);
  }

  /** The sum as PostgreSQL prints it, or null when nothing was added. */
  text(): string | null {
    if (this.terms === 0) return null;
    const units = this.big ?? BigInt(this.small);
    const negative = units < 0n;
    const magnitude = (negative ? -units : units).toString().padStart(this.scale + 1, '0');
    const whole = magnitude.slice(0, magnitude.length - this.scale);
    const fraction = magnitude.slice(magnitude.length - this.scale);
    return `${negative ? '-' : ''}${whole}${this.scale ? `.${fraction}` : ''}`;
  }

  private rescale(scale: number): void {
    const shift = scale - this.scale;
    this.scale = scale;
    if (this.big === undefined && shift <= DIGITS_IN_A_SAFE_DOUBLE && Math.abs(this.small) * 10 ** shift <= SAFE) {
      this.small *= 10 ** shift;
      return;
    }
    this.big = (this.big ?? BigInt(this.small)) * 10n ** BigInt(shift);
  }
}
