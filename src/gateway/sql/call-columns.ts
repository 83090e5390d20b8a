// Which columns the call's CTE selects (v14 CallPlan funCReturning and
// QueryBuilder.callPlanToQuery): all of them (`pgrst_call.*`) when the select
// is empty or has `*`, otherwise the selected, filtered (logic trees too) and
// ordered column names, sorted and unique. So an unknown selected column is
// `column pgrst_call.x does not exist`, as there. Order columns are kept too,
// so ordering by a column left out of `select` works (a v14 bug not copied).
import type { LogicTree } from '../query/logic-grammar.js';
import type { ReadShape } from './read-statement.js';

function logicFields(tree: LogicTree): string[] {
  return tree.kind === 'filter' ? [tree.field.name] : tree.children.flatMap(logicFields);
}

/** undefined: every column. */
export function callColumns(shape: Pick<ReadShape, 'select' | 'filters' | 'logic' | 'order'>): string[] | undefined {
  if (shape.select.length === 0 || shape.select.some((item) => item.kind === 'star')) return undefined;
  const names = new Set<string>();
  for (const item of shape.select) if (item.kind === 'field') names.add(item.field.name);
  for (const filter of shape.filters) names.add(filter.field.name);
  for (const tree of shape.logic) for (const name of logicFields(tree)) names.add(name);
  for (const term of shape.order) names.add(term.field.name);
  return [...names].sort();
}
