// `npm run dev`: the API server in watch mode and the Vite dev server (which proxies /api to it).
import { run } from './run.mjs';

const contract = await run('npm', ['run', 'build', '-w', '@lahap/contract']);
if (contract !== 0) process.exit(contract);

const children = [
  run('npm', ['run', 'build', '-w', '@lahap/contract', '--', '--watch', '--preserveWatchOutput']),
  run('npm', ['run', 'dev', '-w', '@lahap/server']),
  run('npm', ['run', 'dev', '-w', '@lahap/web']),
];
const code = await Promise.race(children);
process.exit(code);
