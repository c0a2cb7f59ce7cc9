import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPullToRefresh } from './pull-to-refresh';

/**
 * A list as a screen has one: it counts its mounts, keeps a state of its own and asks for its
 * data with the query's abort signal, as the home's lists do.
 */
function List({
  onMount,
  queryFn,
}: {
  onMount: () => void;
  queryFn: (signal: AbortSignal) => Promise<string>;
}) {
  const [chosen, setChosen] = useState('semua');
  const query = useQuery({ queryKey: ['list'], queryFn: ({ signal }) => queryFn(signal) });
  useEffect(onMount, [onMount]);
  return (
    <div>
      <button type="button" onClick={() => setChosen('sate')}>
        {chosen}
      </button>
      <p>{query.data ?? 'loading'}</p>
    </div>
  );
}

/** Resolves once antd-mobile's PullToRefresh wraps the content. */
async function wrapperArrived(): Promise<Element> {
  return waitFor(() => {
    const wrapper = document.querySelector('.adm-pull-to-refresh');
    expect(wrapper).not.toBeNull();
    return wrapper as Element;
  });
}

describe('LazyPullToRefresh', () => {
  it('wraps the content when its code arrives without mounting the content again', async () => {
    const onMount = vi.fn();
    const signals: AbortSignal[] = [];
    let answer: (value: string) => void = () => undefined;
    const queryFn = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((resolve) => {
          signals.push(signal);
          answer = resolve;
        }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <LazyPullToRefresh onRefresh={() => Promise.resolve()}>
          <List onMount={onMount} queryFn={queryFn} />
        </LazyPullToRefresh>
      </QueryClientProvider>,
    );
    screen.getByRole('button', { name: 'semua' }).click();
    await screen.findByRole('button', { name: 'sate' });

    // The wrapper arrives while the list's call is still on its way.
    const wrapper = await wrapperArrived();
    expect(wrapper.contains(screen.getByRole('button', { name: 'sate' }))).toBe(true);
    answer('Toko 1');
    await screen.findByText('Toko 1');

    expect(onMount).toHaveBeenCalledTimes(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
  });
});
