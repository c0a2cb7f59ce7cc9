import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import name from './x.module.css'` in a file: the name and the stylesheet's path. */
function cssModuleImports(file: string, source: string): { name: string; css: string }[] {
  return [...source.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)].map(([, name, path]) => ({
    name: name as string,
    // `@/x` is `src/x` (the alias of vite.config.ts); anything else is relative to the file.
    css: (path as string).startsWith('@/')
      ? join(SRC, (path as string).slice(2))
      : resolve(dirname(file), path as string),
  }));
}

/**
 * A class that is not in the stylesheet is `undefined` at run time: the element silently loses
 * its style (a discount badge drawn as bare text), and no type check sees it.
 */
describe('CSS modules', () => {
  it('every class a component takes from a stylesheet is defined in it', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, 'utf8');
      for (const { name, css } of cssModuleImports(file, source)) {
        const defined = new Set(
          [...readFileSync(css, 'utf8').matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]),
        );
        const used = [...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)|\\b${name}\\['([\\w-]+)'\\]`, 'g'))];
        for (const match of used) {
          const cls = match[1] ?? match[2];
          if (cls && !defined.has(cls)) missing.push(`${relative(SRC, file)}: ${name}.${cls}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
