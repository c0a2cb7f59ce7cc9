// Runs a command with inherited output and resolves with its exit code.
import { spawn } from 'node:child_process';
import { ROOT } from './build-state.mjs';

/** Spawns `command args` in the repo root; resolves with the exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds the given workspaces in order; exits the process on the first failure. */
export async function buildAll(builds) {
  for (const { workspace } of builds) {
    console.log(`\n▸ building ${workspace}`);
    const code = await run('npm', ['run', 'build', '-w', workspace]);
    if (code !== 0) {
      console.error(`Build of ${workspace} failed.`);
      process.exit(code);
    }
  }
}
