import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList, useShownPages, type PagedListQuery } from './paged-list';
import { UNTIL_STATE } from '@/test/wait';

/** Every observed sentinel counts as on screen, as if the user had scrolled to the end. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    );
  }
  disconnect() {}
}

function query(overrides: Partial<PagedListQuery> = {}): PagedListQuery {
  return {
    data: { pages: [{}] },
    isPending: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    ...overrides,
  };
}

/** A list of `rowCount` rows, shown as the text `rows`. */
function TestList({
  list,
  rowCount,
  rows = 'rows',
}: {
  list: PagedListQuery;
  rowCount: number;
  rows?: string;
}) {
  return (
    <PagedList
      query={list}
      rowCount={rowCount}
      skeleton={<p>loading</p>}
      empty={<p>nothing here</p>}
      loaderTestId="foot"
    >
      <p>{rows}</p>
    </PagedList>
  );
}

function renderList(list: PagedListQuery, rowCount: number) {
  render(<TestList list={list} rowCount={rowCount} />);
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
afterEach(() => vi.unstubAllGlobals());

describe('PagedList', () => {
  it('shows the skeleton while the first page loads', () => {
    renderList(query({ isPending: true, data: undefined }), 0);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('offers a retry when nothing could be loaded', () => {
    const list = query({ isError: true, data: undefined });
    renderList(list, 0);
    fireEvent.click(screen.getByTestId('error-state-retry'));
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty view for a list without rows', () => {
    renderList(query(), 0);
    expect(screen.getByText('nothing here')).toBeTruthy();
    expect(screen.queryByTestId('foot')).toBeNull();
  });

  it('keeps the rows when a later page fails, and stops asking for more', async () => {
    const list = query({ isError: true, hasNextPage: true, isFetchNextPageError: true });
    renderList(list, 3);
    expect(screen.getByText('rows')).toBeTruthy();
    await Promise.resolve();
    expect(list.fetchNextPage).not.toHaveBeenCalled();
  });

  it('asks for the next page when the foot comes near', async () => {
    const list = query({ hasNextPage: true });
    renderList(list, 3);
    await vi.waitFor(() => expect(list.fetchNextPage).toHaveBeenCalled(), UNTIL_STATE);
    expect(screen.queryByTestId('foot-no-more')).toBeNull();
  });
});

describe('useShownPages', () => {
  interface Seen {
    answered: number;
    shown: number;
    pending: boolean;
    loading: boolean;
  }

  /** A list showing its pages through the hook, noting what each of its renders saw. */
  function ShownList({ list, seen }: { list: PagedListQuery; seen: Seen[] }) {
    const shown = useShownPages(list);
    const pages = shown.data?.pages.length ?? 0;
    seen.push({
      answered: list.data?.pages.length ?? 0,
      shown: pages,
      pending: shown.isPending,
      loading: shown.isFetchingNextPage,
    });
    return <TestList list={shown} rowCount={pages} rows={`${String(pages)} pages`} />;
  }

  it('shows the skeleton while the first answered page renders in the background', async () => {
    const seen: Seen[] = [];
    const { rerender } = render(<ShownList list={query({ isPending: true, data: undefined })} seen={seen} />);
    rerender(<ShownList list={query({ data: { pages: [{}] } })} seen={seen} />);
    await screen.findByText('1 pages');
    // The answer's own render kept the skeleton; the rows came in the next one.
    expect(seen).toContainEqual({ answered: 1, shown: 0, pending: true, loading: true });
    expect(seen.at(-1)).toEqual({ answered: 1, shown: 1, pending: false, loading: false });
  });

  it('keeps the rows shown with the loader while a next page renders in the background', async () => {
    const seen: Seen[] = [];
    const first = query({ data: { pages: [{}] }, hasNextPage: true, isFetchingNextPage: true });
    const { rerender } = render(<ShownList list={first} seen={seen} />);
    rerender(<ShownList list={query({ data: { pages: [{}, {}] } })} seen={seen} />);
    await screen.findByText('2 pages');
    expect(seen).toContainEqual({ answered: 2, shown: 1, pending: false, loading: true });
    expect(seen.at(-1)).toEqual({ answered: 2, shown: 2, pending: false, loading: false });
  });
});
