// The plans of the statements inside api functions, printed per bench case: a
// plpgsql call is one Function Scan line otherwise, so auto_explain logs the
// nested statements (as anon, rolled back) and the outer call is left out.
import type pg from 'pg';

export interface PlannedCase {
  name: string;
  sql: string;
  params: unknown[];
}

export async function printNestedPlans(owner: pg.Client, cases: readonly PlannedCase[]): Promise<void> {
  const plans: string[] = [];
  owner.on('notice', (msg) => {
    if (/Query Text/.test(msg.message ?? '')) plans.push(msg.message!);
  });
  await owner.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
                     set auto_explain.log_analyze = on; set auto_explain.log_timing = off; set auto_explain.log_level = notice; set client_min_messages = notice`);
  for (const c of cases) {
    plans.length = 0;
    await owner.query('begin');
    await owner.query('set local role anon');
    // a refusal (22023) still shows the plans that ran before it
    await owner.query(c.sql, c.params).catch((error: Error) => console.log(`\n${c.name}: ${error.message}`));
    await owner.query('rollback');
    console.log(`\nplans: ${c.name}`);
    for (const plan of plans.filter((p) => !/Query Text: select \* from api\./.test(p))) console.log(plan.split('\n').map((l) => `  ${l}`).join('\n'));
  }
}
