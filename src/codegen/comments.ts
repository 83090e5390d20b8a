// COMMENT ON convention for api objects: the first line is the summary, the
// following prose is the description, and a function's lines `p_name: text`
// describe its arguments. OpenAPI summaries and descriptions come from here.
// Lines starting with `@` (`@tag`, `@since`, `@cursor`, `@default`) are the
// endpoint's structured facts, read by api.catalog() (internal.endpoint_facts):
// they are not prose and are left out of the description.

export interface ParsedComment {
  summary: string | null;
  description: string | null;
  /** Argument name -> text of its `p_name:` line (functions only). */
  argDescriptions: Record<string, string>;
}

const ARG_LINE = /^\s*(p_\w+):\s*(.*)$/;
const FACT_LINE = /^@\w+/;

export function parseComment(comment: string | null, argNames: readonly string[] = []): ParsedComment {
  const lines = (comment ?? '').replaceAll('\r\n', '\n').split('\n');
  const summary = lines[0]?.trim() || null;
  const known = new Set(argNames);
  const prose: string[] = [];
  const argDescriptions: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    if (FACT_LINE.test(line)) continue;
    const arg = line.match(ARG_LINE);
    // A `p_x:` line naming no argument stays visible as prose rather than vanishing.
    if (arg && known.has(arg[1])) argDescriptions[arg[1]] = arg[2].trim();
    else prose.push(line);
  }
  const description = prose.join('\n').trim() || null;
  return { summary, description, argDescriptions };
}
