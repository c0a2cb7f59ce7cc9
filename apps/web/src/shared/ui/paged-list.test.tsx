import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListQuery } from './paged-list';
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

function renderList(list: PagedListQuery, rowCount: number) {
  render(
    <PagedList
      query={list}
      rowCount={rowCount}
      skeleton={<p>loading</p>}
      empty={<p>nothing here</p>}
      loaderTestId="foot"
    >
      <p>rows</p>
    </PagedList>,
  );
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
