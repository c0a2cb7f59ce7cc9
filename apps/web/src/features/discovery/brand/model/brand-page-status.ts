import { ERROR_CODES } from '@lahap/contract/errors';
import type { PageStatus } from '@lahap/contract/enums';

export interface BrandListState {
  /** Pages received so far (0 before the first answer). */
  pagesLoaded: number;
  brandCount: number;
  /** The code of the last failure, when the last call failed. */
  errorCode: string | null;
}

/**
 * Spec §4 "Brand page status": loading until the first page answers; empty or success after
 * it; a rate-limited call (429) on any page is RATE_LIMIT; another failure is ERROR on page
 * one and LOADING later (the list stays and the foot offers the next page again).
 */
export function brandPageStatus({ pagesLoaded, brandCount, errorCode }: BrandListState): PageStatus {
  if (errorCode === ERROR_CODES.RATE_LIMITED) return 'RATE_LIMIT';
  if (errorCode !== null) return pagesLoaded === 0 ? 'ERROR' : 'LOADING';
  if (pagesLoaded === 0) return 'LOADING';
  return brandCount === 0 ? 'EMPTY' : 'SUCCESS';
}
