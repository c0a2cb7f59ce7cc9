import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, dumped once for the whole run. */
    pgliteSnapshotPath: string;
  }
}

/**
 * Creating a PGlite cluster is most of a test app's start (seconds of initdb in WebAssembly): the
 * run creates and migrates one, dumps it, and every in-memory test app starts from that dump. The
 * migrations still run on each app; they find themselves applied.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dump = await migratedPgliteSnapshot();
  const path = join(tmpdir(), `lahap-pglite-snapshot-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  return () => rm(path, { force: true });
}
