/** Spec §4 "Group coupon detail load status". */
export type DetailLoadStatus = 'IDLE' | 'LOADING' | 'SUCCESS' | 'ERROR';

/** What {@link detailLoadStatus} reads of a react-query result. */
export interface QueryState {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * The detail's load status: IDLE while there is nothing to load (no voucher named), LOADING
 * until the first answer and again while a retry after a failure runs, then SUCCESS or ERROR.
 * A refresh of a detail already shown stays SUCCESS, so the page does not flash a skeleton.
 */
export function detailLoadStatus(query: QueryState, enabled: boolean): DetailLoadStatus {
  if (!enabled) return 'IDLE';
  if (query.status === 'success') return 'SUCCESS';
  if (query.status === 'error' && query.fetchStatus === 'idle') return 'ERROR';
  return 'LOADING';
}
