// The gateway's V8 flags (src/gateway/node-flags.ts) reach every gateway process:
// npm start and npm run bench pass them to tsx, and a node started with them has
// the larger young generation (tsx hands them to node).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS } from '../../src/gateway/node-flags.js';
import { REPO_ROOT } from '../../src/repo-root.js';

const scripts = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

it.each(['start', 'bench'])('npm run %s passes the gateway flags to tsx', (name) => {
  expect(scripts[name]).toBe(`tsx ${GATEWAY_NODE_FLAGS.join(' ')} scripts/${name}.ts`);
});

it('tsx hands them to node: the young generation grows past the default 16 MB semi-spaces', () => {
  const program = `let a = []; for (let i = 0; i < 3e6; i++) a.push({ i }); a = null; console.log(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)`;
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const newSpace = (flags: readonly string[]) => Number(execFileSync(tsx, [...flags, '-e', program], { encoding: 'utf8' }).trim());
  expect(newSpace([])).toBeLessThanOrEqual(32 * 2 ** 20);
  expect(newSpace(GATEWAY_NODE_FLAGS)).toBeGreaterThan(32 * 2 ** 20);
}, 60_000);
