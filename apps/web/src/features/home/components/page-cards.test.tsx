import type { PageCardListData } from '@lahap/contract/discovery/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PageCards from './page-cards';

type NearbyQuery = UseQueryResult<PageCardListData>;

/** The nearby cards' query as the test has it answer. */
let nearby: NearbyQuery;
vi.mock('@/features/home/api/use-home-queries', () => ({ useNearbyCards: () => nearby }));

const refetch = vi.fn();
function query(data: PageCardListData | undefined): NearbyQuery {
  return {
    data,
    dataUpdatedAt: data ? 1 : 0,
    isPending: data === undefined,
    isError: false,
    refetch,
  } as unknown as NearbyQuery;
}

const BRANDS: PageCardListData = {
  cardList: [
    {
      cardId: 'BRAND_PAVILION_CARD',
      data: {
        title: { 'id-ID': 'Super Brand' },
        brands: [{ brandId: '55', name: { 'id-ID': 'Kopi Kenangan' }, brandLogo: '', url: '' }],
        hasMore: false,
      },
    },
  ],
};

interface Commit {
  answered: boolean;
  drawn: boolean;
}

/** The cards under a profiler noting, at each commit, whether the answer was in and the cards drawn. */
function CardsNotingCommits({ commits }: { commits: Commit[] }) {
  return (
    <Profiler
      id="cards"
      onRender={() =>
        commits.push({
          answered: nearby.data !== undefined,
          drawn: document.querySelector('[data-testid="home-brands"]') !== null,
        })
      }
    >
      <MemoryRouter>
        <PageCards position={{ lat: -6.1951, lng: 106.82 }} />
      </MemoryRouter>
    </Profiler>
  );
}

describe('PageCards', () => {
  beforeEach(() => {
    nearby = query(undefined);
  });

  it('keeps the skeleton in the answer’s own render and draws the cards in a background one', async () => {
    const commits: Commit[] = [];
    const { rerender } = render(<CardsNotingCommits commits={commits} />);
    expect(commits).toEqual([{ answered: false, drawn: false }]);

    nearby = query(BRANDS);
    rerender(<CardsNotingCommits commits={commits} />);
    await screen.findByTestId('home-brands');
    // The render the answer caused committed the skeleton still; the cards came in the next one.
    expect(commits[1]).toEqual({ answered: true, drawn: false });
    expect(commits.at(-1)).toEqual({ answered: true, drawn: true });
  });

  it('shows nothing for a failed answer, and the skeleton while it is asked', () => {
    const { container, rerender } = render(<CardsNotingCommits commits={[]} />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();

    nearby = { ...query(undefined), isPending: false, isError: true } as NearbyQuery;
    rerender(<CardsNotingCommits commits={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
