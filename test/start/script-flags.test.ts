// Every script in package.json (but test and typecheck) as a newcomer first calls
// it: --help prints its usage and exits 0, an unknown flag gets one line naming it,
// then the usage, and exit 2, never a stack trace. The list is package.json's, so
// a new script is covered without touching this file. DATABASE_URL points nowhere
// and DATA_DIR is empty: a script that started a database before answering would
// fail here or leave files behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/repo-root.js';
import { runScript } from '../helpers/scripts.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-script-flags-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = { DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none', DATA_DIR: dataDir };

const { scripts } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const SCRIPTS = Object.entries(scripts)
  .filter(([name]) => name !== 'test' && name !== 'typecheck')
  .map(([name, command]) => {
    // a script may be another's command with fixed words (update = ingest all), and may give
    // Node flags first (start and bench: --max-semi-space-size=64, src/gateway/node-flags.ts)
    const match = /^tsx(?: --[\w-]+=\w+)* (scripts\/[\w-]+\.ts)((?: [\w-]+)*)$/.exec(command);
    if (!match) throw new Error(`package.json script ${name} is not "tsx [--node-flag=value ...] scripts/<file>.ts [words]": ${command}`);
    return { name, file: match[1], words: match[2].split(' ').filter(Boolean) };
  });

/** A Node stack frame or an internal error dump. */
const STACK = /^\s+at |node:internal|ERR_[A-Z_]+/m;

describe('every package.json script answers --help and refuses an unknown flag', () => {
  it('lists the scripts a newcomer meets', () => {
    expect(SCRIPTS.map((s) => s.name)).toEqual(expect.arrayContaining(['start', 'migrate', 'migration', 'codegen', 'ingest', 'collect', 'token', 'bench']));
  });

  it.concurrent.each(SCRIPTS)('npm run $name', async ({ name, file, words }) => {
    const [help, bad] = await Promise.all([runScript(file, [...words, '--help'], env), runScript(file, [...words, '--no-such-flag'], env)]);

    expect(help.code, help.stderr).toBe(0);
    expect(help.stderr).toBe('');
    const usage = help.stdout.split('\n')[0];
    // a script with fixed words answers as the command it runs (update: ingest -- all)
    const base = Object.entries(scripts).find(([, command]) => command === `tsx ${file}`)?.[0] ?? name;
    const called = words.length ? `${base} -- ${words.join(' ')}` : name;
    expect(usage).toMatch(new RegExp(`^Usage: npm (start|run ${called})\\b`));

    expect(bad.code, bad.stderr).toBe(2);
    expect(bad.stdout).toBe('');
    const [first, ...rest] = bad.stderr.split('\n');
    expect(first).toBe(`${words.length ? `${base} ${words.join(' ')}` : name}: unknown flag --no-such-flag`);
    expect(rest.join('\n')).toContain(usage);
    expect(bad.stderr).not.toMatch(STACK);
  });

  it('started no database: DATA_DIR is still empty', () => {
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
