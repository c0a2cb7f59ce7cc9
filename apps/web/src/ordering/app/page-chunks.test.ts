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
  'main.tsx': { imports: ['shared/transport.ts', 'shared/ui/nav-bar.tsx', 'antd/popup.js'] },
  'staff.html': { imports: ['staff/main.tsx'] },
  'staff/main.tsx': { imports: ['shared/transport.ts', 'shared/ui/nav-bar.tsx', 'antd/action-sheet.js'] },
  'ordering.html': { imports: ['ordering/main.tsx'] },
  'ordering/main.tsx': {
    imports: ['shared/transport.ts', 'ordering/menu-page.tsx', 'antd/action-sheet.js'],
    lazy: ['ordering/language-sheet.tsx'],
  },
  'ordering/menu-page.tsx': { imports: ['antd/popup.js', 'antd/button.js'] },
  'ordering/language-sheet.tsx': { imports: ['shared/ui/nav-bar.tsx'] },
});

const pageGraph = (page: string): PageGraph => ({
  initial: reachedFrom(page, ctx, false),
  all: reachedFrom(page, ctx, true),
});
const chunkOf = (id: string) =>
  pageChunkOf(id, pageGraph('index.html'), pageGraph('staff.html'), pageGraph('ordering.html'));

describe("the build's first-load chunks with the ordering site (build/page-chunks.ts)", () => {
  it('gives the ordering site its own start-up chunk, apart from the other two', () => {
    expect(chunkOf('ordering/main.tsx')).toBe('ordering');
    expect(chunkOf('ordering/menu-page.tsx')).toBe('ordering');
    expect(chunkOf('antd/button.js')).toBe('ordering');
    expect(chunkOf('main.tsx')).toBe('app');
    expect(chunkOf('staff/main.tsx')).toBe('staff');
  });

  it('shares with every page only what every page starts with, and by pairs what two start with', () => {
    expect(chunkOf('shared/transport.ts')).toBe('app-shared');
    expect(chunkOf('antd/popup.js')).toBe('app-ordering-shared');
    expect(chunkOf('antd/action-sheet.js')).toBe('staff-ordering-shared');
  });

  it('leaves to route splitting what some pages start with and another loads later', () => {
    // The customer app and the console start with the nav bar; the ordering site loads it later:
    // in `app-staff-shared` the ordering site's language sheet would fetch all the pair shares.
    expect(chunkOf('shared/ui/nav-bar.tsx')).toBeNull();
    const later = graph({
      'index.html': { imports: ['main.tsx'], lazy: ['ordering/shared-bit.ts'] },
      'staff.html': {},
      'ordering.html': { imports: ['ordering/shared-bit.ts'] },
    });
    const pages = ['index.html', 'staff.html', 'ordering.html'].map((page) => ({
      initial: reachedFrom(page, later, false),
      all: reachedFrom(page, later, true),
    })) as [PageGraph, PageGraph, PageGraph];
    expect(pageChunkOf('ordering/shared-bit.ts', ...pages)).toBeNull();
  });

  it('splits two pages as before when there is no third', () => {
    expect(pageChunkOf('shared/ui/nav-bar.tsx', pageGraph('index.html'), pageGraph('staff.html'))).toBe(
      'app-shared',
    );
  });
});
