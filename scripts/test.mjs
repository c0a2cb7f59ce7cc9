// `npm test`: typecheck, lint, unit and integration tests of every workspace, then the native
// shell's sync check and end-to-end journeys in Chromium against the built app. Runs every step,
// then prints one summary line.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, run, runCaptured } from './run.mjs';
import { BUILDS } from './build-state.mjs';
import { chromiumPath } from '../e2e/chromium-path.mjs';

const reports = mkdtempSync(join(tmpdir(), 'lahap-test-'));
const failedSteps = [];
let passed = 0;
let failed = 0;
let skipped = 0;

async function step(name, command, args, env = {}) {
  console.log(`\n▸ ${name}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) failedSteps.push(name);
  return code;
}

/** A step whose output is printed whole when it ends, for steps that run side by side. */
async function capturedStep(name, command, args) {
  const { code, output } = await runCaptured(command, args, { env: process.env });
  console.log(`\n▸ ${name}\n${output}`);
  if (code !== 0) failedSteps.push(name);
  return code;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countTap(file) {
  if (!existsSync(file)) return;
  const tap = readFileSync(file, 'utf8');
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  skipped += count('skipped') + count('todo');
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
}

const chrome = chromiumPath();
if (!chrome) {
  console.error(
    'No Chromium found for the end-to-end tests: install it (apt-get install -y chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}

await buildAll(BUILDS.filter((b) => b.workspace === '@lahap/contract'));
// tsc and eslint each keep one core busy: on a two-core machine they run side by side. The
// contract is built above, and the typecheck does not build it again while eslint reads it.
await Promise.all([
  capturedStep('typecheck', 'npm', ['run', 'typecheck:built']),
  capturedStep('lint', 'npm', ['run', 'lint']),
]);
const boundaryReport = join(reports, 'boundaries.tap');
await step('lint boundaries', 'node', [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${boundaryReport}`,
  'scripts/lint-boundaries.test.mjs',
]);
countTap(boundaryReport);
for (const workspace of ['@lahap/contract', '@lahap/server', '@lahap/web', '@lahap/native']) {
  const out = join(reports, `${workspace.replace('@lahap/', '')}.json`);
  await step(`unit and integration: ${workspace}`, 'npm', [
    'run',
    'test',
    '-w',
    workspace,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
}
await buildAll(BUILDS.filter((b) => b.workspace !== '@lahap/contract'));
// Everything of the Android app before compiling it, which needs the Android SDK (apps/native/README.md).
const nativeSyncReport = join(reports, 'native-sync.tap');
await step('native shell: cap sync android', 'node', [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${nativeSyncReport}`,
  'apps/native/scripts/sync-check.test.mjs',
]);
countTap(nativeSyncReport);
const e2eReport = join(reports, 'e2e.json');
await step('end-to-end (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  CHROME_PATH: chrome,
});
countPlaywright(e2eReport);

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
