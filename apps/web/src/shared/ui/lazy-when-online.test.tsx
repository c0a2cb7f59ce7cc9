import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenOnline } from './lazy-when-online';

const Part = () => <span>loaded part</span>;

afterEach(() => vi.restoreAllMocks());

describe('lazyWhenOnline', () => {
  it('asks again for a chunk that failed offline once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part });
    const Lazy = lazyWhenOnline(load);
    render(
      <Suspense fallback={<span>waiting</span>}>
        <Lazy />
      </Suspense>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('loaded part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failure while online through to the error boundary', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValue(new Error('broken chunk'));
    const Lazy = lazyWhenOnline(load);
    render(
      <Boundary>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('failed: broken chunk')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <span>failed: {this.state.error.message}</span> : this.props.children;
  }
}
