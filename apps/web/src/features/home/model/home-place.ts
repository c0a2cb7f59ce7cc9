import type { PageCardListData, QueryAllCategoryData } from '@lahap/contract/discovery/schemas';
import { DEFAULT_LOCALE, pickText, type LocalizedText } from '@lahap/contract/locale';

/** One area of the home's area picker (`query_all_category`'s regionList; 0 = all). */
export type HomeRegion = QueryAllCategoryData['regionList'][number];

/**
 * Within this many metres of the nearest mall the customer is taken to be in that mall's area.
 * Farther off, the mall may well lie across an area's border, and the header names no area.
 */
export const NEAR_MALL_METRES = 2_000;

/**
 * The area of the picker the position lies in, from the answers the home already has: the
 * nearest mall of the nearby cards (measured from the position) and the picker's areas. A mall's
 * address ends with its area and postcode ("…, Menteng, Jakarta Pusat 10310"), so the area named
 * last in it is the mall's; the Indonesian texts of both are compared, whatever the interface
 * language. Null when no mall is near enough or its address names no area of the picker.
 */
export function regionNearby(
  regions: readonly HomeRegion[],
  nearbyCards: PageCardListData | undefined,
): HomeRegion | null {
  const malls = nearbyCards?.cardList.flatMap((card) =>
    card.cardId === 'MALL_NEARBY_CARD' ? card.data.malls : [],
  );
  let nearest: { distance: number; address: string } | null = null;
  for (const mall of malls ?? []) {
    if (mall.distance === null || (nearest && nearest.distance <= mall.distance)) continue;
    nearest = { distance: mall.distance, address: pickText(mall.address, DEFAULT_LOCALE) };
  }
  if (!nearest || nearest.distance > NEAR_MALL_METRES) return null;
  let found: { region: HomeRegion; at: number; length: number } | null = null;
  for (const region of regions) {
    // 0 is all of Greater Jakarta, which no address names.
    if (region.regionId === 0) continue;
    const name = pickText(region.regionName, DEFAULT_LOCALE);
    const at = name ? nearest.address.lastIndexOf(name) : -1;
    if (at < 0) continue;
    // The last named wins ("Jl. Raya Bogor …, Jakarta Timur"); at one place, the longer name.
    if (!found || at > found.at || (at === found.at && name.length > found.length)) {
      found = { region, at, length: name.length };
    }
  }
  return found?.region ?? null;
}

/** What the home header's location pill says: an area's name, or one of its own texts. */
export type HomePlace =
  | { kind: 'area'; name: LocalizedText }
  | { kind: 'text'; key: 'location.near' | 'location.simulated' | 'location.fallback' };

export interface HomePlaceInput {
  /** True when reading the position failed and the home measures from central Jakarta. */
  fallback: boolean;
  isSimulated: boolean;
  regions: readonly HomeRegion[];
  nearbyCards: PageCardListData | undefined;
  /** The area chosen in the picker, or null for nearby by distance. */
  chosenRegionId: number | null;
}

/**
 * Where the customer is, for the header: the area the position lies in; else the area chosen
 * in the picker; else "your current location" (or "simulated location"). A position that fell
 * back to Jakarta names no area of its own: the chosen area, else "Jakarta".
 */
export function homePlace({
  fallback,
  isSimulated,
  regions,
  nearbyCards,
  chosenRegionId,
}: HomePlaceInput): HomePlace {
  const nearby = fallback ? null : regionNearby(regions, nearbyCards);
  if (nearby) return { kind: 'area', name: nearby.regionName };
  const chosen = chosenRegionId ? regions.find((region) => region.regionId === chosenRegionId) : undefined;
  if (chosen) return { kind: 'area', name: chosen.regionName };
  if (fallback) return { kind: 'text', key: 'location.fallback' };
  return { kind: 'text', key: isSimulated ? 'location.simulated' : 'location.near' };
}
