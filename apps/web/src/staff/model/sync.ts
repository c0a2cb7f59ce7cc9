import { REDEEM_SYNC_MAX } from '@lahap/contract/constants';
import type { OfflineRedemption } from '@lahap/contract/redemption/counter-schemas';
import { create } from 'zustand';
import { isApiRequestError, type ApiRequestError } from '@/shared/api-client/api-error';
import { syncRedemptions } from '../api/redeem-sync';
import {
  logSyncProblems,
  readQueue,
  removeFromQueue,
  type QueuedRedemption,
  type SyncProblem,
} from './offline-queue';
import { currentStaffSession } from './staff-session';

/** How often the counter sends what it confirmed offline, while it is online. */
export const SYNC_INTERVAL_MS = 30_000;

export interface SyncStatus {
  syncing: boolean;
  /** When a sync last reached the server (device clock, ms). */
  lastSyncedAt: number | null;
  /** The last sync's failure, null once one went through. */
  lastError: ApiRequestError | null;
}

export const useSyncStatus = create<SyncStatus>()(() => ({
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
}));

export interface SyncReport {
  /** Redemptions the server answered for. */
  answered: number;
  accepted: number;
  /** Double spends and refusals among them (also added to the sync log). */
  problems: SyncProblem[];
  /** Why the sync stopped early; what was not answered stays queued. */
  error: ApiRequestError | null;
}

/** Only what the contract's sync takes, not what the counter keeps beside it. */
function toWire({ clientId, code, storeId, confirmedAt }: QueuedRedemption): OfflineRedemption {
  return { clientId, code, storeId, confirmedAt };
}

function problemOf(
  entry: QueuedRedemption,
  result: { outcome: 'DOUBLE_SPEND' | 'REFUSED'; code: string | null; redemption: SyncProblem['redemption'] },
  reportedAt: string,
): SyncProblem {
  return {
    clientId: entry.clientId,
    outcome: result.outcome,
    errorCode: result.code,
    kind: entry.kind,
    id: entry.id,
    itemName: entry.itemName,
    confirmedAt: entry.confirmedAt,
    staffName: entry.staffName,
    reportedAt,
    redemption: result.redemption,
    seen: false,
  };
}

async function runSync(): Promise<SyncReport> {
  const report: SyncReport = { answered: 0, accepted: 0, problems: [], error: null };
  const session = currentStaffSession();
  if (!session) return report;
  // A login syncs its own store's confirmations; another store's wait for a login there.
  const pending = readQueue().filter((entry) => entry.storeId === session.staff.storeId);
  if (pending.length === 0) return report;
  useSyncStatus.setState({ syncing: true });
  try {
    for (let start = 0; start < pending.length; start += REDEEM_SYNC_MAX) {
      const batch = pending.slice(start, start + REDEEM_SYNC_MAX);
      const byClientId = new Map(batch.map((entry) => [entry.clientId, entry]));
      const data = await syncRedemptions(batch.map(toWire));
      const reportedAt = new Date().toISOString();
      const answered = new Set<string>();
      const problems: SyncProblem[] = [];
      for (const result of data.results) {
        const entry = byClientId.get(result.clientId);
        if (!entry || answered.has(result.clientId)) continue;
        answered.add(result.clientId);
        if (result.outcome === 'ACCEPTED') report.accepted += 1;
        if (result.outcome === 'DOUBLE_SPEND' || result.outcome === 'REFUSED') {
          problems.push(problemOf(entry, { ...result, outcome: result.outcome }, reportedAt));
        }
      }
      // The log first: a crash between the two leaves a problem logged twice, never lost.
      logSyncProblems(problems);
      removeFromQueue(answered);
      report.answered += answered.size;
      report.problems.push(...problems);
    }
    useSyncStatus.setState({ lastSyncedAt: Date.now(), lastError: null });
  } catch (caught) {
    if (!isApiRequestError(caught)) throw caught;
    report.error = caught;
    useSyncStatus.setState({ lastError: caught });
  } finally {
    useSyncStatus.setState({ syncing: false });
  }
  return report;
}

let running: Promise<SyncReport> | null = null;

/**
 * Sends the queued confirmations of the logged-in store in batches of REDEEM_SYNC_MAX, one batch
 * after another. Every answered one leaves the queue, whatever its outcome (ACCEPTED, DUPLICATE,
 * DOUBLE_SPEND, REFUSED); double spends and refusals go to the sync log for staff to see. A
 * batch that gets no answer stops the sync and stays queued. Concurrent callers share one run.
 */
export function syncNow(): Promise<SyncReport> {
  running ??= runSync().finally(() => {
    running = null;
  });
  return running;
}
