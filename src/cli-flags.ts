// The command-line contract every script keeps (test/start/script-flags.test.ts):
// `--help` (or `-h`) prints the script's usage and exits 0 before anything starts;
// a flag it does not know, a flag without its value or a stray argument prints
// ONE line naming it, then the usage, and exits 2. No stack trace either way.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The exit code of a call the script cannot read (as getopt-style tools use). */
export const USAGE_EXIT = 2;

type Options = NonNullable<ParseArgsConfig['options']>;

/** What a parseArgs refusal says, as one line naming the flag or argument. */
export function describeParseError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = String(message ?? error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const flag = /Unknown option '([^']+)'/.exec(text)?.[1];
    if (flag) return `unknown flag ${flag}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /Unexpected argument '([^']*)'/.exec(text)?.[1];
    if (argument !== undefined) return `unexpected argument '${argument}'`;
  }
  // ERR_PARSE_ARGS_INVALID_OPTION_VALUE: "Option '--sub <value>' argument missing" and the like
  const missing = /Option '(?:-\w, )?(--?[\w-]+) <value>' argument missing/.exec(text)?.[1];
  if (missing) return `${missing} needs a value`;
  return text.split('\n')[0].split('. ')[0].replace(/\.$/, '');
}

/** Prints `<script>: <why>` and the usage on stderr, exits 2. */
export function exitWithUsageError(script: string, why: string, usage: string): never {
  process.stderr.write(`${script}: ${why}\n\n${withNewline(usage)}`);
  process.exit(USAGE_EXIT);
}

/** Prints the usage on stdout, exits 0. */
export function exitWithHelp(usage: string): never {
  process.stdout.write(withNewline(usage));
  process.exit(0);
}

const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/**
 * node:util parseArgs (strict) plus the contract above: `--help`/`-h` is added to
 * `options` and answered here; a refusal exits 2 with one line and the usage.
 */
export function parseFlags<const O extends Options>(
  script: string,
  usage: string,
  options: O,
  { args = process.argv.slice(2), allowPositionals = false }: { args?: string[]; allowPositionals?: boolean } = {},
) {
  if (args.includes('--help') || args.includes('-h')) exitWithHelp(usage);
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    exitWithUsageError(script, describeParseError(error), usage);
  }
}
