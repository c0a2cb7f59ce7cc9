import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { InfiniteLoader, infiniteLoaderProps } from './infinite-loader';

const list = (overrides: Partial<Parameters<typeof infiniteLoaderProps>[0]> = {}) => ({
  data: { pages: [1, 2] },
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...overrides,
});

describe('InfiniteLoader', () => {
  it('stops paging after a failed page and asks again only when the user retries', () => {
    const state = list({ isFetchNextPageError: true });
    const props = infiniteLoaderProps(state);
    expect(props).toMatchObject({ failed: true, hasMore: false, pageCount: 2 });
    render(<InfiniteLoader {...props} testId="foot" />);
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('browse:common.loadMoreFailed'));
    expect(screen.queryByTestId('foot-no-more')).toBeNull();
    expect(state.fetchNextPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('foot-retry'));
    expect(state.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says there is no more once the last page arrived', () => {
    render(<InfiniteLoader {...infiniteLoaderProps(list({ hasNextPage: false }))} testId="foot" />);
    expect(screen.getByTestId('foot-no-more').textContent).toBe(i18n.t('browse:common.noMore'));
    expect(screen.queryByTestId('foot-retry')).toBeNull();
  });
});
