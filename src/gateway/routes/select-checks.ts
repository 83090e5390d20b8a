// Select items this gateway cannot plan: embeds (views here have no foreign
// keys, so PostgREST would find no relationship) and aggregates (disabled by
// default in PostgREST). Both are refused with PostgREST's errors.
import { ApiError } from '../api-error.js';
import type { SelectItem } from '../query/select-grammar.js';

export function refuseUnplannable(select: SelectItem[], parent: string, schema: string): void {
  // embeds first: PostgREST v14 resolves relationships (Plan.addRels) before it validates aggregates
  for (const item of select) {
    if (item.kind === 'relation') {
      throw new ApiError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent}' and '${item.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parent}' and '${item.name}' in the schema '${schema}', but no matches were found.`,
      );
    }
  }
  for (const item of select) {
    if (item.kind === 'field' && item.aggregate) throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
}
