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

/**
 * Like `run`, but keeps the command's output and resolves with it, so two commands can run side
 * by side and each print its output whole once it ends.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${command}: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
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
