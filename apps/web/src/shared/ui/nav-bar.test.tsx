import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NAV_BAR_SOLID_AFTER_PX, NavBar, type NavBarProps } from './nav-bar';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The bar on /page, opened from /previous; `history` is what the browser's history holds. */
function renderNavBar(props: NavBarProps, history: { idx?: number } | null) {
  window.history.replaceState(history, '');
  render(
    <MemoryRouter initialEntries={['/previous', '/page']} initialIndex={1}>
      <Routes>
        <Route path="/page" element={<NavBar {...props} />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { path: () => screen.getByTestId('path').textContent };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  window.history.replaceState(null, '');
});

describe('NavBar', () => {
  it('switches at 40 percent of the 100 px threshold', () => {
    expect(NAV_BAR_SOLID_AFTER_PX).toBe(40);
  });

  it('shows a back arrow when there is in-app history, and goes back', async () => {
    const bar = renderNavBar({ title: 'Detail' }, { idx: 2 });
    expect(screen.queryByTestId('nav-bar-home')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await act(() => Promise.resolve());
    expect(bar.path()).toBe('/previous');
  });

  it('shows a home icon when the app was opened on this page, and goes to /', async () => {
    const bar = renderNavBar({ title: 'Detail' }, { idx: 0 });
    expect(screen.queryByTestId('nav-bar-back')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ke Beranda' }));
    await act(() => Promise.resolve());
    expect(bar.path()).toBe('/');
  });

  it('treats a page without router history state as opened directly', () => {
    renderNavBar({}, null);
    expect(screen.getByTestId('nav-bar-home')).toBeTruthy();
  });

  it('uses a custom back handler when given', () => {
    let called = 0;
    renderNavBar({ onBack: () => called++ }, { idx: 0 });
    fireEvent.click(screen.getByTestId('nav-bar-back'));
    expect(called).toBe(1);
  });

  it('shows no back control on tab roots', () => {
    renderNavBar({ title: 'Akun', back: 'none' }, { idx: 3 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Akun');
  });

  it('renders the right slot', () => {
    renderNavBar({ right: <button type="button">share</button> }, { idx: 1 });
    expect(screen.getByRole('button', { name: 'share' })).toBeTruthy();
  });

  it('stays solid and bordered when not transparent', () => {
    renderNavBar({ title: 'x' }, null);
    const bar = screen.getByTestId('nav-bar');
    expect(bar.dataset.solid).toBe('true');
    expect(bar.dataset.bordered).toBe('true');
  });

  it('turns a transparent bar solid and bordered once scrolled past 40 px, and back', () => {
    renderNavBar({ title: 'Store', transparent: true }, null);
    const bar = screen.getByTestId('nav-bar');
    expect(bar.dataset.variant).toBe('transparent');
    expect(bar.dataset.solid).toBe('false');
    scrollTo(40);
    expect(bar.dataset.solid).toBe('false');
    scrollTo(41);
    expect(bar.dataset.solid).toBe('true');
    expect(bar.dataset.bordered).toBe('true');
    scrollTo(10);
    expect(bar.dataset.solid).toBe('false');
  });
});
