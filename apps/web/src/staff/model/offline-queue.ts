import type { RedeemKind } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import type { OfflineRedemption, Redemption } from '@lahap/contract/redemption/counter-schemas';
import { create } from 'zustand';
import { readJson, writeJson } from '@/shared/storage/storage';
import { STAFF_KEYS } from './storage-keys';

/**
 * A redemption confirmed without a connection: what redeemSync takes, plus what the counter
 * knew of it offline, to list it as "waiting to sync" and to name it in a sync problem.
 */
export interface QueuedRedemption extends OfflineRedemption {
  kind: RedeemKind;
  /** The voucher's or coupon's id. */
  id: string;
  itemId: string;
  itemName: LocalizedText;
  /** Who confirmed it. */
  staffName: string;
}

/** What a sync answered for a queued redemption that did not go through as it should. */
export type SyncProblemOutcome = 'DOUBLE_SPEND' | 'REFUSED';

/** A double spend or a refusal reported by a sync: kept, and shown until staff have seen it. */
export interface SyncProblem {
  clientId: string;
  outcome: SyncProblemOutcome;
  /** The refusal's error code (REFUSED), else null. */
  errorCode: string | null;
  kind: RedeemKind;
  id: string;
  itemName: LocalizedText;
  confirmedAt: string;
  staffName: string;
  /** When the server reported it (ISO). */
  reportedAt: string;
  /** The redemption that counts (for a double spend: the one made first, elsewhere). */
  redemption: Redemption | null;
  /** Staff dismissed it on the counter; it stays listed with today's redemptions. */
  seen: boolean;
}

/** How many problems are kept: the oldest seen ones go first. */
export const SYNC_LOG_MAX = 200;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isQueued(value: unknown): value is QueuedRedemption {
  return (
    isObject(value) &&
    typeof value.clientId === 'string' &&
    typeof value.code === 'string' &&
    typeof value.storeId === 'string' &&
    typeof value.confirmedAt === 'string' &&
    (value.kind === 'V' || value.kind === 'C') &&
    typeof value.id === 'string' &&
    typeof value.itemId === 'string' &&
    isObject(value.itemName)
  );
}

function isProblem(value: unknown): value is SyncProblem {
  return (
    isObject(value) &&
    typeof value.clientId === 'string' &&
    (value.outcome === 'DOUBLE_SPEND' || value.outcome === 'REFUSED') &&
    typeof value.confirmedAt === 'string' &&
    typeof value.reportedAt === 'string' &&
    isObject(value.itemName)
  );
}

function readList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  const value = readJson('local', key);
  return Array.isArray(value) ? value.filter(isItem) : [];
}

interface QueueState {
  queue: QueuedRedemption[];
  problems: SyncProblem[];
}

/** The offline queue and the sync log, mirrored from local storage for the screens. */
export const useOfflineQueue = create<QueueState>()(() => ({
  queue: readList(STAFF_KEYS.queue, isQueued),
  problems: readList(STAFF_KEYS.syncLog, isProblem),
}));

/** Re-reads both lists from storage (start-up, another tab's change, tests). */
export function reloadOfflineQueue(): void {
  useOfflineQueue.setState({
    queue: readList(STAFF_KEYS.queue, isQueued),
    problems: readList(STAFF_KEYS.syncLog, isProblem),
  });
}

/*
 * Every change reads storage first and writes it back at once, so a second tab's change in
 * between is not lost (both tabs run in one thread; the `storage` event then updates the other).
 */

function writeQueue(queue: QueuedRedemption[]): boolean {
  const kept = writeJson('local', STAFF_KEYS.queue, queue);
  useOfflineQueue.setState({ queue });
  return kept;
}

function writeProblems(problems: SyncProblem[]): void {
  writeJson('local', STAFF_KEYS.syncLog, problems);
  useOfflineQueue.setState({ problems });
}

/** The queue as stored now. */
export function readQueue(): QueuedRedemption[] {
  return readList(STAFF_KEYS.queue, isQueued);
}

/**
 * Adds a confirmation; false when the device refused to store it (full or blocked storage), in
 * which case the counter must not tell staff it was kept.
 */
export function enqueueRedemption(entry: QueuedRedemption): boolean {
  const queue = readQueue();
  if (queue.some((queued) => queued.clientId === entry.clientId)) return true;
  return writeQueue([...queue, entry]);
}

/** The queued confirmation of the same voucher or coupon, if one is waiting. */
export function queuedRedemptionOf(kind: RedeemKind, id: string): QueuedRedemption | undefined {
  return readQueue().find((queued) => queued.kind === kind && queued.id === id);
}

/** Removes the answered confirmations. */
export function removeFromQueue(clientIds: ReadonlySet<string>): void {
  if (clientIds.size === 0) return;
  writeQueue(readQueue().filter((queued) => !clientIds.has(queued.clientId)));
}

/** Records problems a sync reported, newest first, dropping the oldest seen ones past SYNC_LOG_MAX. */
export function logSyncProblems(added: SyncProblem[]): void {
  if (added.length === 0) return;
  const known = new Set(added.map((problem) => problem.clientId));
  const problems = [
    ...added,
    ...readList(STAFF_KEYS.syncLog, isProblem).filter((p) => !known.has(p.clientId)),
  ];
  while (problems.length > SYNC_LOG_MAX) {
    const oldestSeen = problems.findLastIndex((problem) => problem.seen);
    problems.splice(oldestSeen === -1 ? problems.length - 1 : oldestSeen, 1);
  }
  writeProblems(problems);
}

/** Marks every problem as seen: the counter's warning goes, the list keeps them. */
export function markProblemsSeen(): void {
  writeProblems(readList(STAFF_KEYS.syncLog, isProblem).map((problem) => ({ ...problem, seen: true })));
}
