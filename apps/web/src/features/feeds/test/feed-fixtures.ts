import type { FeedPullData, FeedRecord } from '@lahap/contract/content/schemas';

/** A video of the feed; `selling` gives it a voucher. */
export function feedRecord(id: string, selling = false): FeedRecord {
  return {
    id,
    previewImageUrl: `/api/images/demo/content/${id}.jpg`,
    title: `Video ${id}`,
    videoUrl: `/api/content/videos/demo/content/${id}.mp4`,
    durationMs: 8_000,
    ...(selling
      ? {
          product: {
            skuId: `6${id}`,
            productName: `Voucher ${id}`,
            salePrice: 45_000,
            originalPrice: 60_000,
          },
        }
      : {}),
  };
}

export function feedPage(ids: readonly string[], hasMore: boolean, queryId: string): FeedPullData {
  return {
    records: ids.map((id, i) => feedRecord(id, i % 2 === 0)),
    algorithmId: 'curated-v1',
    hasMore,
    queryId,
  };
}
