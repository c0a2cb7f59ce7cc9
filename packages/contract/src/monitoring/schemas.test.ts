import { describe, expect, it } from 'vitest';
import {
  MONITOR_SHORT_MAX,
  MONITOR_TEXT_MAX,
  clipText,
  magicBoxSendIncomingBodySchema,
  monitorEventSchema,
} from './schemas.js';

const envelope = { sessionId: 's-1', requestId: 'r-00000001', timestamp: 1_700_000_000_000 };

describe('clipText', () => {
  it('keeps short texts and cuts long ones to the limit', () => {
    expect(clipText('abc', 5)).toBe('abc');
    expect(clipText('abcdef', 3)).toBe('abc');
  });
  it('never leaves half a surrogate pair', () => {
    expect(clipText('ab🍢', 3)).toBe('ab');
    expect(clipText('ab🍢', 4)).toBe('ab🍢');
  });
  it('drops NUL characters', () => {
    expect(clipText('a\u0000b', 10)).toBe('ab');
  });
});

describe('monitoring incoming schemas', () => {
  it('cut oversized texts that the strict event schema refuses', () => {
    const event = { title: 't'.repeat(MONITOR_SHORT_MAX + 5), msg: 'm'.repeat(MONITOR_TEXT_MAX + 5) };
    expect(monitorEventSchema.safeParse(event).success).toBe(false);
    const parsed = magicBoxSendIncomingBodySchema.parse({ ...envelope, events: [event] });
    expect(parsed.events[0]!.title).toHaveLength(MONITOR_SHORT_MAX);
    expect(parsed.events[0]!.msg).toHaveLength(MONITOR_TEXT_MAX);
  });
  it('still require a title and the envelope fields', () => {
    expect(magicBoxSendIncomingBodySchema.safeParse({ ...envelope, events: [{}] }).success).toBe(false);
    expect(magicBoxSendIncomingBodySchema.safeParse({ events: [{ title: 'x' }] }).success).toBe(false);
  });
});
