import { act, fireEvent, render, screen } from '@testing-library/react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { antdLocaleFor } from '../i18n/antd-locale';
import { PullToRefresh, RELEASE_AT_PX } from './pull-to-refresh';

/** A finger at `y` px from the top of the screen. */
const at = (y: number) => ({ touches: [{ clientX: 100, clientY: y }] });

function renderList(onRefresh: () => Promise<unknown>) {
  render(
    <ConfigProvider locale={antdLocaleFor('id-ID')}>
      <PullToRefresh onRefresh={onRefresh}>
        <p>Toko 1</p>
      </PullToRefresh>
    </ConfigProvider>,
  );
  return screen.getByText('Toko 1');
}

/** Pulls from y = 100 down by `by` px of finger travel, without letting go. */
function pull(target: Element, by: number) {
  fireEvent.touchStart(target, at(100));
  fireEvent.touchMove(target, at(100 + by / 2));
  fireEvent.touchMove(target, at(100 + by));
}

const status = () => screen.getByRole('status').textContent;

describe('PullToRefresh', () => {
  afterEach(() => {
    window.scrollY = 0;
    vi.useRealTimers();
  });

  it('refreshes once when pulled past the mark and let go, saying what happens in Indonesian', async () => {
    vi.useFakeTimers();
    let done: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const list = renderList(onRefresh);

    pull(list, RELEASE_AT_PX); // halved by the resistance: not far enough yet
    expect(status()).toBe('Tarik ke bawah untuk memuat ulang');
    fireEvent.touchMove(list, at(100 + 3 * RELEASE_AT_PX));
    expect(status()).toBe('Lepaskan untuk memuat ulang');
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Memuat');

    // A second pull while it refreshes starts nothing.
    pull(list, 3 * RELEASE_AT_PX);
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => done());
    expect(status()).toBe('Berhasil dimuat ulang');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(status()).toBe('');
  });

  it('lets a short pull go without refreshing', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const list = renderList(onRefresh);
    pull(list, RELEASE_AT_PX);
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it('leaves a page scrolled down, or a finger moving up, to scroll', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const list = renderList(onRefresh);
    window.scrollY = 200;
    pull(list, 3 * RELEASE_AT_PX);
    fireEvent.touchEnd(list);
    window.scrollY = 0;
    fireEvent.touchStart(list, at(300));
    fireEvent.touchMove(list, at(100));
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it("turns the page's own pull to reload off while a list is on screen", () => {
    const { unmount } = render(
      <PullToRefresh onRefresh={() => Promise.resolve()}>
        <p>Toko 2</p>
      </PullToRefresh>,
    );
    expect(document.documentElement.style.overscrollBehaviorY).toBe('contain');
    unmount();
    expect(document.documentElement.style.overscrollBehaviorY).toBe('');
  });

  it('comes back to rest when the refresh fails, ready for another pull', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('offline')));
    const list = renderList(onRefresh);
    pull(list, 3 * RELEASE_AT_PX);
    await act(async () => {
      fireEvent.touchEnd(list);
    });
    expect(status()).toBe('');
    pull(list, 3 * RELEASE_AT_PX);
    await act(async () => {
      fireEvent.touchEnd(list);
    });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
