import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoreCard } from './store-card';
import { storeCardFixture } from './store-card-fixtures';

const distanceDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/shared/ui/distance-text', () => ({
  DistanceText: ({ metres }: { metres: number }) => {
    distanceDraws.count += 1;
    return <span>{metres} m</span>;
  },
}));

const first = storeCardFixture({ storeId: '101', distance: 1450 });
const moved = storeCardFixture({ storeId: '101', distance: 900 });

/** A list that redraws for reasons of its own (a tap here), and can be handed a new store. */
function List() {
  const [redraws, setRedraws] = useState(0);
  const [store, setStore] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setRedraws(redraws + 1)}>
        redraw {redraws}
      </button>
      <button type="button" onClick={() => setStore(moved)}>
        move
      </button>
      <StoreCard store={store} coupons="claim" list="home_nearby" position={1} />
    </>
  );
}

describe('StoreCard in a list that redraws', () => {
  it('is drawn again only when its own store or props change', () => {
    render(
      <MemoryRouter>
        <List />
      </MemoryRouter>,
    );
    expect(distanceDraws.count).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: /redraw/ }));
    fireEvent.click(screen.getByRole('button', { name: /redraw/ }));
    expect(screen.getByRole('button', { name: 'redraw 2' })).toBeTruthy();
    expect(distanceDraws.count).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'move' }));
    expect(screen.getByText('900 m')).toBeTruthy();
    expect(distanceDraws.count).toBe(2);
  });
});
