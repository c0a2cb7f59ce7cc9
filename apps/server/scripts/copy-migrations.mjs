// tsc only emits .js: copy the committed SQL migrations (and drizzle's journal) next to the
// compiled database code, where src/db/client.ts looks for them at run time.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const to = fileURLToPath(new URL('../dist/db/migrations', import.meta.url));

await rm(to, { recursive: true, force: true });
await cp(from, to, { recursive: true });
console.log('copied migrations to dist/db/migrations');
