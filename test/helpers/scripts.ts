// Runs one of the repository's scripts as `npm run <x>` would (tsx, repo root
// as cwd), returning its exit code and output instead of throwing.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/repo-root.js';

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve) => {
    execFile(tsx, [script, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}
