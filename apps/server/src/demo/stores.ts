import type {
  dishes,
  storeBusinessDistricts,
  storeCategories,
  storeChannels,
  storeHours,
  storeImages,
  storeServiceFacilities,
  stores,
} from '../db/schema/index.js';
import { BRANDS, type BrandSeed, brandMerchantId } from './brands.js';
import { CUISINES, type CuisineSeed, DRINKS, type DishSeed, cuisineByKey, isDrink } from './cuisines.js';
import { FOOD_PHOTOS_PER_CUISINE, type ImageLibrary, INTERIOR_COUNT } from './image-library.js';
import { MALLS, type MallSeed, STREET_AREAS, type StreetAreaSeed, addressText, mapLinkOf } from './places.js';
import { SeededRandom, at } from './random.js';
import { type Text3, mapText, pricePerPersonText, searchTextOf, t3 } from './text.js';
import {
  BREAKFAST_TAG,
  FACILITY_CATEGORIES,
  HALAL_TAG,
  LATE_NIGHT_TAG,
  LOCATION_REMARKS,
  OWNERS,
  STORE_TAGS,
} from './vocabulary.js';

/** Stores not belonging to a brand; with the brands' outlets well over 400 in all. */
const INDEPENDENT_STORES = 232;
const FIRST_STORE_ID = 10_000_001;
const FIRST_DISH_ID = 20_000_001;
const FIRST_IMAGE_ID = 30_000_001;
const FIRST_INDEPENDENT_MERCHANT = 5_100_000;

/** Cuisines of independent stores, weighted the way Jakarta eats (plenty of satay and noodles). */
const CUISINE_WEIGHTS: Readonly<Record<string, number>> = {
  indonesian: 5,
  satay: 4,
  noodles: 4,
  padang: 3,
  seafood: 2,
  chinese: 2,
  japanese: 2,
  korean: 2,
  western: 2,
  coffee: 4,
  fastfood: 2,
  sundanese: 2,
  vegetarian: 1,
};

type HoursPattern = 'mall' | 'allDay' | 'split' | 'breakfast' | 'lateNight';

export interface SeededStore {
  row: typeof stores.$inferInsert;
  cuisine: CuisineSeed;
  brand: BrandSeed | null;
  /** The menu as served (dish seeds with this store's prices). */
  menu: readonly DishSeed[];
}

export interface StoreCatalogue {
  stores: SeededStore[];
  categories: (typeof storeCategories.$inferInsert)[];
  hours: (typeof storeHours.$inferInsert)[];
  channels: (typeof storeChannels.$inferInsert)[];
  districts: (typeof storeBusinessDistricts.$inferInsert)[];
  facilities: (typeof storeServiceFacilities.$inferInsert)[];
  images: (typeof storeImages.$inferInsert)[];
  dishes: (typeof dishes.$inferInsert)[];
}

type Spot = { kind: 'mall'; mall: MallSeed } | { kind: 'street'; area: StreetAreaSeed };

function weightedCuisine(rnd: SeededRandom): CuisineSeed {
  const total = Object.values(CUISINE_WEIGHTS).reduce((a, b) => a + b, 0);
  let roll = rnd.next() * total;
  for (const cuisine of CUISINES) {
    roll -= CUISINE_WEIGHTS[cuisine.key] ?? 0;
    if (roll < 0) return cuisine;
  }
  return at(CUISINES, 0);
}

function spotName(spot: Spot): Text3 {
  return spot.kind === 'mall' ? spot.mall.name : spot.area.name;
}

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/**
 * A brand's menu is the same at every outlet; an independent store picks its own. The cuisine's
 * flagship dish (listed first) is always on it, and dishes keep the catalogue's order.
 */
function menuOf(cuisine: CuisineSeed, rnd: SeededRandom, priceFactor: number): DishSeed[] {
  const [flagship, ...rest] = cuisine.dishes;
  const count = rnd.int(Math.min(5, rest.length), rest.length);
  const picked = new Set([flagship, ...rnd.sample(rest, count)]);
  const mains = cuisine.dishes.filter((dish) => picked.has(dish));
  const drinks = cuisine.key === 'coffee' ? [] : rnd.sample(DRINKS, rnd.int(1, 3));
  return [...mains, ...drinks]
    .slice(0, 15)
    .map((dish) => ({ ...dish, price: roundTo(dish.price * priceFactor, 500) }));
}

function hoursPatternOf(cuisine: CuisineSeed, spot: Spot, rnd: SeededRandom): HoursPattern {
  if (spot.kind === 'mall') return 'mall';
  const lateFriendly = ['satay', 'noodles', 'coffee', 'seafood', 'fastfood'].includes(cuisine.key);
  if (lateFriendly && rnd.chance(0.3)) return 'lateNight';
  if (['coffee', 'noodles', 'indonesian'].includes(cuisine.key) && rnd.chance(0.2)) return 'breakfast';
  if (['western', 'japanese', 'chinese', 'korean', 'seafood'].includes(cuisine.key) && rnd.chance(0.4))
    return 'split';
  return 'allDay';
}

const SLOTS: Record<HoursPattern, readonly (readonly [string, string])[]> = {
  mall: [['10:00', '22:00']],
  allDay: [['09:00', '21:30']],
  split: [
    ['11:00', '14:30'],
    ['17:00', '22:00'],
  ],
  breakfast: [['06:00', '14:00']],
  // Ends after midnight: the end is earlier than the start.
  lateNight: [['16:00', '02:00']],
};

function hoursRows(
  storeId: number,
  pattern: HoursPattern,
  channelCodes: readonly number[],
  closedDay: number | null,
): (typeof storeHours.$inferInsert)[] {
  const rows: (typeof storeHours.$inferInsert)[] = [];
  for (let day = 1; day <= 7; day += 1) {
    if (day === closedDay) continue;
    const weekend = day === 5 || day === 6;
    for (const channel of channelCodes) {
      for (const [start, end] of SLOTS[pattern]) {
        // Delivery starts half an hour late and stops half an hour early: the kitchen needs the time.
        const startTime = channel === 1 ? shiftTime(start, 30) : start;
        let endTime = channel === 1 ? shiftTime(end, -30) : end;
        if (weekend && pattern === 'mall' && channel === 3) endTime = '22:30';
        rows.push({ storeId, dayPartCode: day, channelCode: channel, startTime, endTime });
      }
    }
  }
  return rows;
}

function shiftTime(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function mobileNumber(rnd: SeededRandom): string {
  const prefix = rnd.pick([
    '811',
    '812',
    '813',
    '815',
    '817',
    '821',
    '822',
    '838',
    '856',
    '857',
    '878',
    '895',
  ]);
  return `+62 ${prefix}-${rnd.int(1000, 9999)}-${rnd.int(1000, 9999)}`;
}

function facilityIds(spot: Spot, rnd: SeededRandom): number[] {
  const [facilities, payment, services] = FACILITY_CATEGORIES;
  const chosen = new Set<number>();
  // Malls provide parking, prayer rooms, air conditioning and toilets to every tenant.
  if (spot.kind === 'mall') for (const id of [312, 313, 314, 317]) chosen.add(id);
  for (const item of rnd.sample(facilities.items, rnd.int(1, 4))) chosen.add(item.id);
  chosen.add(321);
  for (const item of rnd.sample(payment.items, rnd.int(1, 4))) chosen.add(item.id);
  for (const item of rnd.sample(services.items, rnd.int(1, 3))) chosen.add(item.id);
  return [...chosen].sort((a, b) => a - b);
}

interface Placement {
  brand: BrandSeed | null;
  cuisine: CuisineSeed;
  spot: Spot;
}

function placements(rnd: SeededRandom): Placement[] {
  const list: Placement[] = [];
  for (const brand of BRANDS) {
    const cuisine = cuisineByKey(brand.cuisine);
    const malls = rnd.sample(MALLS, MALLS.length);
    const areas = rnd.sample(STREET_AREAS, STREET_AREAS.length);
    for (let i = 0; i < brand.outlets; i += 1) {
      // One outlet per mall at most; the rest go to the streets.
      const mall = rnd.chance(0.72) ? malls.shift() : undefined;
      const spot: Spot = mall
        ? { kind: 'mall', mall }
        : { kind: 'street', area: areas.shift() ?? rnd.pick(STREET_AREAS) };
      list.push({ brand, cuisine, spot });
    }
  }
  for (let i = 0; i < INDEPENDENT_STORES; i += 1) {
    const spot: Spot = rnd.chance(0.42)
      ? { kind: 'mall', mall: rnd.pick(MALLS) }
      : { kind: 'street', area: rnd.pick(STREET_AREAS) };
    list.push({ brand: null, cuisine: weightedCuisine(rnd), spot });
  }
  return list;
}

/**
 * Every store with its hours, channels, facilities, pictures and menu. Only the fixed seed
 * decides, so ids and names are the same on every database.
 */
export function buildStores(images: ImageLibrary): StoreCatalogue {
  const rnd = new SeededRandom(20_261_122);
  const catalogue: StoreCatalogue = {
    stores: [],
    categories: [],
    hours: [],
    channels: [],
    districts: [],
    facilities: [],
    images: [],
    dishes: [],
  };
  const usedNames = new Set<string>();
  const brandMenus = new Map<number, DishSeed[]>();
  const brandHalal = new Map<number, boolean>();
  let imageId = FIRST_IMAGE_ID;
  let dishId = FIRST_DISH_ID;
  const closedDown = new Set([17, 133, 301]);

  placements(rnd).forEach((placement, index) => {
    const { brand, cuisine, spot } = placement;
    const storeId = FIRST_STORE_ID + index;
    const place = spotName(spot);

    let name: Text3;
    if (brand) {
      name = t3(
        `${brand.name['id-ID']} ${place['id-ID']}`,
        `${brand.name['en-US']} ${place['en-US']}`,
        `${brand.name['zh-CN']}（${place['zh-CN']}店）`,
      );
    } else {
      name = independentName(cuisine, place, rnd, usedNames);
    }
    usedNames.add(name['id-ID']);

    let lat: number;
    let lng: number;
    let address: Text3;
    let floors: string[] = [];
    let locationRemark: Text3 | null = null;
    let districtId: number;
    let regionId: MallSeed['regionId'];
    if (spot.kind === 'mall') {
      const { mall } = spot;
      lat = mall.lat + (rnd.next() - 0.5) * 0.0008;
      lng = mall.lng + (rnd.next() - 0.5) * 0.0008;
      const floor = rnd.pick(mall.floors);
      const unit = `${floor}-${String(rnd.int(1, 68)).padStart(2, '0')}`;
      floors = [floor];
      locationRemark = rnd.pick(LOCATION_REMARKS);
      const mallAddress = addressText(mall.street, mall.regionId, mall.postcode);
      address = t3(
        `${mall.name['id-ID']} Lt. ${floor} Unit ${unit}, ${mallAddress['id-ID']}`,
        `${mall.name['en-US']} Level ${floor} Unit ${unit}, ${mallAddress['en-US']}`,
        `${mallAddress['zh-CN']} ${mall.name['zh-CN']} ${floor} 层 ${unit} 号铺`,
      );
      districtId = mall.districtId;
      regionId = mall.regionId;
    } else {
      const { area } = spot;
      lat = area.lat + (rnd.next() - 0.5) * 2 * area.spread;
      lng = area.lng + (rnd.next() - 0.5) * 2 * area.spread;
      address = addressText(`${rnd.pick(area.streets)} No. ${rnd.int(1, 188)}`, area.regionId, area.postcode);
      districtId = area.districtId;
      regionId = area.regionId;
    }

    let halal = brand ? brandHalal.get(brand.id) : undefined;
    if (halal === undefined) {
      halal = rnd.chance(cuisine.halalShare);
      if (brand) brandHalal.set(brand.id, halal);
    }
    const [low, high] = rnd.pick(cuisine.priceBands);
    const pattern = hoursPatternOf(cuisine, spot, rnd);
    const tags = rnd.sample(STORE_TAGS, rnd.int(1, 3));
    if (pattern === 'lateNight') tags.unshift(LATE_NIGHT_TAG);
    if (pattern === 'breakfast') tags.unshift(BREAKFAST_TAG);
    if (halal && rnd.chance(0.5)) tags.push(HALAL_TAG);

    const settled = brand !== null || rnd.chance(0.78);
    const status = closedDown.has(index) ? 'CLOSED_DOWN' : 'OPEN';
    const background = images.url(`spread:${cuisine.key}:${rnd.int(0, 1)}`);
    const logo = brand
      ? images.url(`brand:${brand.id}`)
      : images.url(`badge:${cuisine.key}:${rnd.int(0, 1)}`);

    let menu = brand ? brandMenus.get(brand.id) : undefined;
    if (!menu) {
      menu = menuOf(cuisine, rnd, 0.9 + rnd.next() * 0.4);
      if (brand) brandMenus.set(brand.id, menu);
    }

    const searchTexts = [name, cuisine.name, ...(brand ? [brand.name] : [])];
    catalogue.stores.push({
      cuisine,
      brand,
      menu,
      row: {
        id: storeId,
        merchantId: brand ? brandMerchantId(brand.id) : FIRST_INDEPENDENT_MERCHANT + index,
        brandId: brand?.id ?? null,
        mallId: spot.kind === 'mall' ? spot.mall.id : null,
        regionId,
        storeType: settled ? 'SETTLED_STORE' : 'POI_STORE',
        poiId: settled ? null : `POI-JKT-${storeId}`,
        status,
        name,
        address,
        lat: Number(lat.toFixed(6)),
        lng: Number(lng.toFixed(6)),
        logoUrl: logo,
        backgroundUrl: background,
        // A listed place that is not a partner has no confirmed map pin: its page copies the address.
        mapLink: settled ? mapLinkOf(lat, lng) : null,
        mobile: rnd.chance(0.93) ? mobileNumber(rnd) : null,
        halal,
        pricePerCapitaIdr: roundTo((low + high) / 2, 1000),
        pricePerCapita: pricePerPersonText(low, high),
        tagList: tags,
        floors,
        locationRemark,
        shareContent: mapText(name, (value, locale) =>
          locale === 'id-ID'
            ? `Yuk makan di ${value}! Cek promonya di Lahap.`
            : locale === 'en-US'
              ? `Let's eat at ${value}! See the deals on Lahap.`
              : `一起去${value}吃饭吧！在 Lahap 查看优惠。`,
        ),
        popularity: rnd.int(0, brand ? 4000 : 1500),
        searchText: searchTextOf(...searchTexts),
      },
    });

    catalogue.categories.push({ storeId, categoryId: cuisine.id });
    if (cuisine.key === 'satay' && rnd.chance(0.5))
      catalogue.categories.push({ storeId, categoryId: cuisineByKey('indonesian').id });
    if (cuisine.key === 'vegetarian')
      catalogue.categories.push({ storeId, categoryId: cuisineByKey('indonesian').id });

    // Channels: table-QR entries for partner stores; some entries have no QR code yet.
    const channelCodes: number[] = [3];
    if (settled && rnd.chance(0.88)) {
      catalogue.channels.push({
        storeId,
        orderFoodType: 3,
        qrCodeId: rnd.chance(0.92) ? `QR${storeId}T` : null,
      });
      if (rnd.chance(0.7)) {
        channelCodes.push(2);
        catalogue.channels.push({
          storeId,
          orderFoodType: 2,
          qrCodeId: rnd.chance(0.85) ? `QR${storeId}P` : null,
        });
      }
      if (rnd.chance(0.55)) {
        channelCodes.push(1);
        catalogue.channels.push({
          storeId,
          orderFoodType: 1,
          qrCodeId: rnd.chance(0.8) ? `QR${storeId}D` : null,
        });
      }
    }
    const closedDay = pattern !== 'mall' && rnd.chance(0.18) ? 1 : null;
    catalogue.hours.push(...hoursRows(storeId, pattern, channelCodes, closedDay));

    catalogue.districts.push({ storeId, districtId });
    for (const facilityId of facilityIds(spot, rnd)) catalogue.facilities.push({ storeId, facilityId });

    const addImage = (
      imageType: 'MENU_VIEW' | 'PHOTOS' | 'BACKGROUND' | 'IN_SCENE',
      imageUrl: string,
      sort: number,
    ): void => {
      catalogue.images.push({ id: imageId, storeId, imageType, imageUrl, sort });
      imageId += 1;
    };
    addImage('MENU_VIEW', images.url(`menu:${cuisine.key}:0`), 0);
    if (rnd.chance(0.6)) addImage('MENU_VIEW', images.url(`menu:${cuisine.key}:1`), 1);
    const photoPool = [
      ...Array.from({ length: FOOD_PHOTOS_PER_CUISINE }, (_, i) => `food:${cuisine.key}:${i}`),
      ...Array.from({ length: INTERIOR_COUNT }, (_, i) => `interior:${i}`),
      `food:coffee:${rnd.int(0, 2)}`,
      `spread:${cuisine.key}:0`,
      `spread:${cuisine.key}:1`,
    ];
    const roll = rnd.next();
    const photoCount = roll < 0.2 ? 2 : roll < 0.45 ? 3 : rnd.int(4, 12);
    rnd.sample(photoPool, photoCount).forEach((photo, i) => addImage('PHOTOS', images.url(photo), i));
    addImage('BACKGROUND', background, 0);
    const scenes = rnd.sample(
      Array.from({ length: INTERIOR_COUNT }, (_, i) => i),
      rnd.int(1, 2),
    );
    scenes.forEach((scene, i) => addImage('IN_SCENE', images.url(`interior:${scene}`), i));

    menu.forEach((dish, i) => {
      const picture = isDrink(dish)
        ? `food:coffee:${i % FOOD_PHOTOS_PER_CUISINE}`
        : `food:${cuisine.key}:${i % FOOD_PHOTOS_PER_CUISINE}`;
      catalogue.dishes.push({
        id: dishId,
        storeId,
        name: dish.name,
        description: dish.description,
        price: dish.price,
        imageUrl: images.url(picture),
        isSignature: i < 2,
        sort: i,
        searchText: searchTextOf(dish.name),
      });
      dishId += 1;
    });
  });
  return catalogue;
}

function independentName(
  cuisine: CuisineSeed,
  place: Text3,
  rnd: SeededRandom,
  used: ReadonlySet<string>,
): Text3 {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const pattern = rnd.pick(cuisine.namePatterns);
    const owner = rnd.pick(OWNERS);
    const name = mapText(pattern, (value, locale) => value.replace('{n}', owner[locale]));
    if (!used.has(name['id-ID'])) return name;
  }
  // Same owner and pattern as another store: tell them apart by where they are.
  const pattern = rnd.pick(cuisine.namePatterns);
  const owner = rnd.pick(OWNERS);
  const base = mapText(pattern, (value, locale) => value.replace('{n}', owner[locale]));
  return t3(
    `${base['id-ID']} ${place['id-ID']}`,
    `${base['en-US']} ${place['en-US']}`,
    `${base['zh-CN']}（${place['zh-CN']}店）`,
  );
}
