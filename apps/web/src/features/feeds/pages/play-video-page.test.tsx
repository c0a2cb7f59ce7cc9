import { CONTENT_PATHS } from '@lahap/contract/content/paths';
import type { FeedPullData, FeedRecord } from '@lahap/contract/content/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { FakeIntersectionObserver, resetWatchers, watchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { feedPage, feedRecord } from '../test/feed-fixtures';
import PlayVideoPage from './play-video-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const t = i18n.getFixedT('id-ID', 'feeds');

let detail: FeedRecord | Error;
let pages: Map<string | undefined, FeedPullData>;
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;

const bodiesOf = (path: string) =>
  post.mock.calls.filter(([called]) => called === path).map(([, body]) => body as Record<string, unknown>);

/** Tells slide `index`'s watcher how much of it is on screen (slides watch in their order). */
function show(index: number, ratio = 1) {
  const slideWatchers = watchers().filter((w) => Array.isArray(w.options?.threshold));
  act(() => {
    slideWatchers.forEach((watcher, i) =>
      watcher.callback(
        [
          {
            isIntersecting: i === index,
            intersectionRatio: i === index ? ratio : 0,
          } as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      ),
    );
  });
}

const renderPlayer = (id = '1') =>
  renderPage(<PlayVideoPage />, `/platform/playVideo?id=${id}`, '/platform/playVideo');

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  detail = feedRecord('1', true);
  pages = new Map([
    [undefined, feedPage(['2', '3'], true, 'v1')],
    ['v1', feedPage(['4'], false, 'v2')],
  ]);
  post.mockReset();
  post.mockImplementation((path, body) => {
    const request = body as { queryId?: string };
    if (path === CONTENT_PATHS.feedDetail) {
      return detail instanceof Error ? Promise.reject(detail) : Promise.resolve(detail as never);
    }
    if (path === CONTENT_PATHS.feedPull) {
      const page = pages.get(request.queryId);
      return page ? Promise.resolve(page as never) : Promise.reject(new Error('no page'));
    }
    if (path === CONTENT_PATHS.feedEvent) return Promise.resolve({ recorded: true } as never);
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
});

describe('the video player', () => {
  it('opens on the video named, then lists the clips after it (scene VIDEO), paging on as the viewer swipes', async () => {
    renderPlayer();
    await waitFor(() => expect(screen.getAllByTestId('video-slide')).toHaveLength(3));
    expect(bodiesOf(CONTENT_PATHS.feedDetail)[0]).toMatchObject({ id: '1' });
    expect(bodiesOf(CONTENT_PATHS.feedPull)[0]).toMatchObject({
      scene: 'VIDEO',
      contentId: '1',
      pageSize: 10,
    });
    // Few clips are left below the first: the next page comes at once, by its queryId.
    await waitFor(() => expect(screen.getAllByTestId('video-slide')).toHaveLength(4));
    expect(bodiesOf(CONTENT_PATHS.feedPull)[1]).toMatchObject({ scene: 'VIDEO', queryId: 'v1' });
    expect(await screen.findByTestId('video-end')).toBeTruthy();
  });

  it('shows each clip’s poster first and plays only the clip on screen, muted until the viewer asks', async () => {
    renderPlayer();
    await waitFor(() => expect(screen.getAllByTestId('video-slide')).toHaveLength(4));
    const videos = screen.getAllByTestId('video-element') as HTMLVideoElement[];
    expect(videos[0]!.getAttribute('poster')).toBe('/api/images/demo/content/1.jpg');
    expect(videos.every((video) => video.muted)).toBe(true);
    const slides = screen.getAllByTestId('video-slide');
    expect(slides.map((slide) => slide.dataset.active)).toEqual(['true', 'false', 'false', 'false']);
    expect(play).toHaveBeenCalled();

    show(2);
    expect(slides.map((slide) => slide.dataset.active)).toEqual(['false', 'false', 'true', 'false']);
    // A slide only partly on screen does not take over.
    show(3, 0.3);
    expect(slides[2]!.dataset.active).toBe('true');

    const mute = within(slides[2]!).getByTestId('video-mute');
    expect(mute.getAttribute('aria-label')).toBe(t('player.unmute'));
    fireEvent.click(mute);
    expect(videos.every((video) => !video.muted)).toBe(true);
    expect(within(slides[2]!).getByTestId('video-mute').getAttribute('aria-label')).toBe(t('player.mute'));
  });

  it('reports a view once per clip as it comes on screen', async () => {
    renderPlayer();
    await waitFor(() => expect(screen.getAllByTestId('video-slide')).toHaveLength(4));
    show(1);
    show(0);
    show(1);
    await waitFor(() =>
      expect(bodiesOf(CONTENT_PATHS.feedEvent)).toEqual([
        expect.objectContaining({ id: '1', action: 'VIEW' }),
        expect.objectContaining({ id: '2', action: 'VIEW' }),
      ]),
    );
  });

  it('shows the voucher a clip sells; Buy reports the tap and goes to confirm order with the video named', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
    const view = renderPlayer();
    const voucher = await screen.findByTestId('video-voucher');
    expect(voucher.textContent).toContain('Voucher 1');
    expect(within(voucher).getByTestId('video-voucher-price').textContent).toBe('Rp 45.000');
    expect(voucher.textContent).toContain('Rp 60.000');
    const buy = within(voucher).getByTestId('video-buy');
    expect(buy.getAttribute('aria-label')).toBe(t('player.buyLabel', { name: 'Voucher 1' }));
    fireEvent.click(buy);
    await waitFor(() => expect(view.href()).toBe('/platform/confirmOrder?skuId=61&contentId=1'));
    expect(bodiesOf(CONTENT_PATHS.feedEvent)).toContainEqual(
      expect.objectContaining({ id: '1', action: 'TAP' }),
    );
  });

  it('says a clip cannot play, and tries again on retry', async () => {
    renderPlayer();
    const [video] = (await screen.findAllByTestId('video-element')) as [HTMLVideoElement];
    fireEvent.error(video);
    const failed = await screen.findByTestId('video-failed');
    expect(failed.textContent).toContain(t('player.cannotPlay'));
    play.mockClear();
    fireEvent.click(within(failed).getByTestId('video-retry'));
    await waitFor(() => expect(screen.queryByTestId('video-failed')).toBeNull());
    expect(play).toHaveBeenCalled();
  });

  it('says when the video is gone, offers a retry when it could not load, and refuses a bad id', async () => {
    detail = new ApiRequestError({ kind: 'server', code: ERROR_CODES.CONTENT_NOT_FOUND, message: 'gone' });
    const gone = renderPlayer('99');
    expect(await screen.findByText(t('player.notFound.title'))).toBeTruthy();
    gone.unmount();

    detail = new Error('offline');
    const failing = renderPlayer('1');
    const retry = await screen.findByTestId('error-state-retry');
    detail = feedRecord('1', false);
    fireEvent.click(retry);
    expect(await screen.findByTestId('video-slide')).toBeTruthy();
    failing.unmount();

    renderPlayer('abc');
    expect(screen.getByTestId('video-parameter-error')).toBeTruthy();
  });
});
