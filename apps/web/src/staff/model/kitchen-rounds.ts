import { DISPLAY_TIME_ZONE } from '@lahap/contract/format';
import type { KitchenRound, StaffTable } from '@lahap/contract/ordering/schemas';
import { ROUND_TRANSITIONS, type RoundStatus } from '@lahap/contract/ordering/states';

/** A step staff can move a round to (what `round/status` accepts). */
export type RoundStep = Exclude<RoundStatus, 'SENT'>;

/** The queue's groups, in the order the kitchen works them: new, in preparation, ready. */
export const QUEUE_STATUSES = ['SENT', 'ACCEPTED', 'READY'] as const satisfies readonly RoundStatus[];
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The one step a round can take next, or null once served. */
export function nextRoundStep(status: RoundStatus): RoundStep | null {
  const [next] = ROUND_TRANSITIONS[status];
  return next === undefined || next === 'SENT' ? null : next;
}

const sentAt = (round: KitchenRound) => Date.parse(round.sentTime);

/**
 * Whether the kitchen has anything to make for a round: a correction to 0 takes a line off, and
 * a round whose every line was taken off stays on the server with none.
 */
const hasLines = (round: KitchenRound) => round.lines.length > 0;

/** Newest first; rounds sent at the same moment keep the server's order. */
export function newestFirst(rounds: readonly KitchenRound[]): KitchenRound[] {
  return [...rounds].sort((a, b) => sentAt(b) - sentAt(a));
}

/** The queue's rounds by status, each group newest first; a served or emptied round is in none. */
export function groupRounds(rounds: readonly KitchenRound[]): Record<QueueStatus, KitchenRound[]> {
  const groups: Record<QueueStatus, KitchenRound[]> = { SENT: [], ACCEPTED: [], READY: [] };
  for (const round of newestFirst(rounds)) {
    if (round.status !== 'SERVED' && hasLines(round)) groups[round.status].push(round);
  }
  return groups;
}

/** The rounds of the guests sitting at a table now (none when it is free), newest first. */
export function roundsOfTable(rounds: readonly KitchenRound[], table: StaffTable): KitchenRound[] {
  if (table.tableSessionId === null) return [];
  return newestFirst(
    rounds.filter((round) => round.tableSessionId === table.tableSessionId && hasLines(round)),
  );
}

/**
 * How many rounds not yet served each table's guests have, by table session: what the table's
 * screen lists, so the count on the map and the screen it opens agree.
 */
export function activeRoundsBySession(rounds: readonly KitchenRound[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const round of rounds) {
    if (round.status !== 'SERVED' && hasLines(round)) {
      counts.set(round.tableSessionId, (counts.get(round.tableSessionId) ?? 0) + 1);
    }
  }
  return counts;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A round's time as the kitchen reads it: 24-hour Jakarta time, the day being today's. */
export function formatClock(iso: string): string {
  return clock.format(Date.parse(iso));
}
