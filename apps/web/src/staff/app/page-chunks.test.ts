import { describe, expect, it } from 'vitest';
import { pageChunkOf, reachedFrom, type PageGraph } from '../../../build/page-chunks';

/** A module graph as rolldown's chunking context shows it. */
function graph(edges: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      ({ importedIds: edges[id]?.imports ?? [], dynamicallyImportedIds: edges[id]?.lazy ?? [] }) as never,
  };
}

const ctx = graph({
  'index.html': { imports: ['main.tsx'] },
  'main.tsx': { imports: ['app/routes.tsx', 'shared/transport.ts'], lazy: ['features/login-sheet.tsx'] },
  'app/routes.tsx': { imports: ['shared/ui/nav-bar.tsx'] },
  'features/login-sheet.tsx': { imports: ['antd/passcode-input.js', 'contract/redemption/code.js'] },
  'staff.html': { imports: ['staff/main.tsx'] },
  'staff/main.tsx': {
    imports: ['staff/pages.tsx', 'shared/transport.ts', 'antd/passcode-input.js'],
    lazy: ['staff/language-sheet.tsx'],
  },
  'staff/pages.tsx': { imports: ['contract/redemption/code.js'] },
  'staff/language-sheet.tsx': { imports: ['shared/ui/nav-bar.tsx'] },
});

const pageGraph = (page: string): PageGraph => ({
  initial: reachedFrom(page, ctx, false),
  all: reachedFrom(page, ctx, true),
});
const index = pageGraph('index.html');
const staff = pageGraph('staff.html');
const chunkOf = (id: string) => pageChunkOf(id, index, staff);

describe("the build's first-load chunks (build/page-chunks.ts)", () => {
  it('follows static imports for the first load, and dynamic ones for all a page may load', () => {
    expect([...index.initial].sort()).toEqual(
      ['app/routes.tsx', 'index.html', 'main.tsx', 'shared/transport.ts', 'shared/ui/nav-bar.tsx'].sort(),
    );
    expect(index.all.has('contract/redemption/code.js')).toBe(true);
    expect(staff.all.has('shared/ui/nav-bar.tsx')).toBe(true);
  });

  it('gives each app its own start-up chunk, and what both start with a chunk of no entry', () => {
    expect(chunkOf('main.tsx')).toBe('app');
    expect(chunkOf('app/routes.tsx')).toBe('app');
    expect(chunkOf('staff/main.tsx')).toBe('staff');
    expect(chunkOf('shared/transport.ts')).toBe('app-shared');
  });

  it("leaves to route splitting what one app starts with and the other loads later, in no page's chunk", () => {
    // The customer's login sheet loads these later; the console starts with them. In the
    // console's chunk they would start the console; in one chunk of their own, a customer page
    // needing one of them would fetch them all.
    expect(chunkOf('antd/passcode-input.js')).toBeNull();
    expect(chunkOf('contract/redemption/code.js')).toBeNull();
    // The console's language sheet loads this later; the customer app starts with it.
    expect(chunkOf('shared/ui/nav-bar.tsx')).toBeNull();
  });
});
