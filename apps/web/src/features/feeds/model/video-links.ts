import { paths } from '@/shared/config/paths';

/** `m:ss` of a clip's length, as the feed's cards show it. */
export function formatDuration(durationMs: number): string {
  const seconds = Math.max(0, Math.round(durationMs / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where a card leads: the player, opened on this video. */
export function playVideoHref(id: string): string {
  return paths.playVideo.getHref({ id });
}

/** Where Buy on a video leads: confirm order for its voucher, the video named for the funnel. */
export function buyFromVideoHref(skuId: string, contentId: string): string {
  return paths.confirmOrder.getHref({ skuId, contentId });
}
