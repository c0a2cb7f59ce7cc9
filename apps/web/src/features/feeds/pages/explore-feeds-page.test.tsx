import { CONTENT_PATHS } from '@lahap/contract/content/paths';
import type { FeedPullData } from '@lahap/contract/content/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { FakeIntersectionObserver, nearBottom, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { feedPage } from '../test/feed-fixtures';
import ExploreFeedsPage from './explore-feeds-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const t = i18n.getFixedT('id-ID', 'feeds');

const tenIds = (from: number) => Array.from({ length: 10 }, (_, i) => String(from + i));

/** The answers, by the queryId each asks with (the first page asks with none). */
let pages: Map<string | undefined, FeedPullData | Error>;

function feedBodies() {
  return post.mock.calls
    .filter(([path]) => path === CONTENT_PATHS.feedPull)
    .map(([, body]) => body as Record<string, unknown>);
}

const renderFeed = () => renderPage(<ExploreFeedsPage />, '/platform/home/exploreFeeds');

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  pages = new Map<string | undefined, FeedPullData | Error>([
    [undefined, feedPage(tenIds(1), true, 'q1')],
    ['q1', feedPage(['11', '12'], false, 'q2')],
  ]);
  post.mockReset();
  post.mockImplementation((path, body) => {
    if (path !== CONTENT_PATHS.feedPull) return Promise.reject(new Error(`unexpected call ${path}`));
    const answer = pages.get((body as { queryId?: string }).queryId);
    if (answer instanceof Error || answer === undefined)
      return Promise.reject(answer ?? new Error('no page'));
    return Promise.resolve(answer as never);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the explore feed', () => {
  it('shows a skeleton, then the videos in two columns, ten a page, then the next page by its queryId', async () => {
    renderFeed();
    expect(screen.getByTestId('feed-skeleton')).toBeTruthy();
    expect(await screen.findAllByTestId('feed-card')).toHaveLength(10);
    expect(feedBodies()[0]).toMatchObject({ scene: 'EXPLORE', pageSize: 10 });
    expect(feedBodies()[0]?.queryId).toBeUndefined();
    nearBottom();
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(12));
    expect(feedBodies()[1]).toMatchObject({ scene: 'EXPLORE', queryId: 'q1' });
    expect(screen.getByTestId('feed-foot-no-more')).toBeTruthy();
  });

  it('shows each card’s title, length and, when it sells, the voucher price, leading to the player', async () => {
    renderFeed();
    const [selling, plain] = (await screen.findAllByTestId('feed-card')) as [HTMLElement, HTMLElement];
    expect(selling.getAttribute('href')).toBe('/platform/playVideo?id=1');
    expect(selling.textContent).toContain('Video 1');
    expect(selling.textContent).toContain('0:08');
    expect(within(selling).getByTestId('feed-card-price').textContent).toBe(
      t('card.voucherPrice', { price: 'Rp 45.000' }),
    );
    expect(within(plain).queryByTestId('feed-card-price')).toBeNull();
    // Named by what it shows: the length (with its word for screen readers), title and price.
    expect(selling.getAttribute('aria-label')).toBeNull();
    expect(selling.textContent).toContain(`${t('card.duration')} 0:08`);
  });

  it('refreshing replaces the records and starts again without a queryId', async () => {
    const view = renderFeed();
    await screen.findAllByTestId('feed-card');
    nearBottom();
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(12));
    pages.set(undefined, feedPage(['21', '22', '23'], false, 'fresh'));
    await view.client.resetQueries({ queryKey: ['feeds', 'explore'] });
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(3));
    expect(screen.getAllByTestId('feed-card')[0]!.textContent).toContain('Video 21');
    expect(feedBodies().at(-1)?.queryId).toBeUndefined();
  });

  it('says so when there is no video', async () => {
    pages.set(undefined, feedPage([], false, 'q0'));
    renderFeed();
    expect(await screen.findByText(t('empty.title'))).toBeTruthy();
  });

  it('offers a retry when the first page fails, and a retry at the foot when a later one does', async () => {
    pages.set(undefined, new Error('offline'));
    renderFeed();
    const retry = await screen.findByTestId('error-state-retry');
    pages.set(undefined, feedPage(tenIds(1), true, 'q1'));
    pages.set('q1', new Error('offline'));
    retry.click();
    expect(await screen.findAllByTestId('feed-card')).toHaveLength(10);
    nearBottom();
    const footRetry = await screen.findByTestId('feed-foot-retry');
    expect(screen.getAllByTestId('feed-card')).toHaveLength(10);
    pages.set('q1', feedPage(['11'], false, 'q2'));
    footRetry.click();
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(11));
  });
});
