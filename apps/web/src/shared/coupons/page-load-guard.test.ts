import { SAAS_PAGE_LOAD_GUARD_MS } from '@lahap/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageLoadGuard } from './page-load-guard';

describe('the SaaS page load guard (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads at once when no page has arrived yet', () => {
    const guard = createPageLoadGuard();
    const load = vi.fn();
    expect(guard.request(load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits until a second after the last page arrived before loading another', () => {
    const guard = createPageLoadGuard();
    const load = vi.fn();
    guard.landed();
    vi.advanceTimersByTime(300);
    expect(guard.request(load)).toBe(SAAS_PAGE_LOAD_GUARD_MS - 300);
    vi.advanceTimersByTime(SAAS_PAGE_LOAD_GUARD_MS - 301);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps one waiting load however often the list asks meanwhile', () => {
    const guard = createPageLoadGuard();
    const load = vi.fn();
    guard.landed();
    guard.request(load);
    expect(guard.request(load)).toBeNull();
    expect(guard.request(load)).toBeNull();
    vi.advanceTimersByTime(SAAS_PAGE_LOAD_GUARD_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the guard has already passed', () => {
    const guard = createPageLoadGuard();
    const load = vi.fn();
    guard.landed();
    vi.advanceTimersByTime(SAAS_PAGE_LOAD_GUARD_MS);
    expect(guard.request(load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting load when the list goes away', () => {
    const guard = createPageLoadGuard();
    const load = vi.fn();
    guard.landed();
    guard.request(load);
    guard.cancel();
    vi.advanceTimersByTime(SAAS_PAGE_LOAD_GUARD_MS * 2);
    expect(load).not.toHaveBeenCalled();
  });
});
