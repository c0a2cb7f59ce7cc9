import { describe, expect, it } from 'vitest';
import { flashPhase } from './flash-phase';

const window = {
  pageId: 'fs-1',
  startTime: '2026-03-01T10:00:00.000Z',
  endTime: '2026-03-01T12:00:00.000Z',
  started: false,
};
const at = (time: string) => Date.parse(time);

describe('flashPhase', () => {
  it('counts to the start before it, to the end while it runs', () => {
    expect(flashPhase(window, at('2026-03-01T09:00:00.000Z'))).toEqual({
      phase: 'upcoming',
      target: at(window.startTime),
    });
    expect(flashPhase(window, at(window.startTime))).toEqual({ phase: 'live', target: at(window.endTime) });
  });

  it('is over from its end, whatever the answer said of `started`', () => {
    expect(flashPhase({ ...window, started: true }, at(window.endTime)).phase).toBe('ended');
  });
});
