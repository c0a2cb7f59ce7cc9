import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { formatRupiah, formatThousands } from '@lahap/contract/format';
import type { ObjectStorage } from '../plugins/object-storage.js';
import {
  CONTENT_TYPE_BY_FORMAT,
  EXTENSION_BY_FORMAT,
  type StoredImageFormat,
  visitUrlOf,
} from '../plugins/storage-keys.js';
import { BRANDS } from './brands.js';
import { CUISINES, DRINKS, type FoodArt } from './cuisines.js';
import { productPictures, setPictureName } from './product-pictures.js';
import { MALLS } from './places.js';
import {
  type BannerText,
  bannerSvg,
  cuisineBadgeSvg,
  flashBannerSvg,
  foodPhotoSvg,
  interiorSvg,
  logoSvg,
  mallCoverSvg,
  menuBoardSvg,
  popupSvg,
  setMealSvg,
  spreadSvg,
  voucherSvg,
} from './pictures.js';
import { type Text3, t3 } from './text.js';

/** Folder of every seeded picture in the storage. */
const FOLDER = 'demo/discovery';
/** Pictures rendered at once: each render already uses several libvips threads. */
const RENDER_CONCURRENCY = 4;

interface Job {
  name: string;
  format: StoredImageFormat;
  svg: () => string;
}

const BADGE_COLOURS = ['#f4a261', '#e9c46a', '#e76f51', '#ffb4a2', '#f6bd60', '#d4a373'] as const;

/** The words on the home banners, per language, and where each leads. */
export const HOME_BANNERS: readonly {
  key: string;
  art: FoodArt;
  colors: readonly [string, string];
  jump: string;
  words: Record<keyof Text3, BannerText>;
}[] = [
  {
    key: 'flash',
    art: 'skewers',
    colors: ['#f48c06', '#9d0208'],
    jump: '/platform/flashDeal',
    words: {
      'id-ID': {
        title: 'Flash Sale Tiap Hari',
        subtitle: 'Makan siang 11:00 & makan malam 17:00, hemat s.d. 50%',
        action: 'Serbu sekarang',
      },
      'en-US': {
        title: 'Daily Flash Sales',
        subtitle: 'Lunch at 11:00 and dinner at 17:00, up to 50% off',
        action: 'Grab a deal',
      },
      'zh-CN': { title: '每日限时抢购', subtitle: '午餐 11:00、晚餐 17:00，低至五折', action: '立即抢购' },
    },
  },
  {
    key: 'brands',
    art: 'noodles',
    colors: ['#e76f51', '#6d2e46'],
    jump: '/platform/brands',
    words: {
      'id-ID': {
        title: 'Paviliun Brand Favorit',
        subtitle: 'Sate, bakmi, kopi: brand pilihan se-Jakarta',
        action: 'Lihat brand',
      },
      'en-US': {
        title: 'Favourite Brands',
        subtitle: "Satay, noodles, coffee: Jakarta's best-loved names",
        action: 'See brands',
      },
      'zh-CN': { title: '人气品牌馆', subtitle: '沙爹、面食、咖啡，雅加达人气品牌', action: '查看品牌' },
    },
  },
  {
    key: 'malls',
    art: 'sushi',
    colors: ['#e9a23b', '#8d4a1f'],
    jump: '/platform/shoppingMallListPage',
    words: {
      'id-ID': {
        title: 'Kuliner Mal Terdekat',
        subtitle: 'Promo restoran di 20 mal Jabodetabek',
        action: 'Jelajahi mal',
      },
      'en-US': {
        title: 'Eat at a Mall Near You',
        subtitle: 'Restaurant deals in 20 malls across Greater Jakarta',
        action: 'Explore malls',
      },
      'zh-CN': { title: '附近商场美食', subtitle: '大雅加达 20 家商场的餐厅优惠', action: '逛逛商场' },
    },
  },
  {
    key: 'guide',
    art: 'padang',
    colors: ['#6a994e', '#283618'],
    jump: 'https://www.indonesia.travel/gb/en/home',
    words: {
      'id-ID': {
        title: 'Jelajah Rasa Jakarta',
        subtitle: 'Panduan wisata kuliner dari Wonderful Indonesia',
        action: 'Baca panduan',
      },
      'en-US': {
        title: 'Taste Jakarta',
        subtitle: 'A food trail guide from Wonderful Indonesia',
        action: 'Read the guide',
      },
      'zh-CN': { title: '品味雅加达', subtitle: '印尼旅游局的美食之旅指南', action: '阅读指南' },
    },
  },
];

const POPUP_WORDS: Record<keyof Text3, BannerText> = {
  'id-ID': {
    title: 'Hadiah pengguna baru',
    subtitle: 'Potongan untuk pesanan pertamamu',
    action: 'Ambil kupon',
  },
  'en-US': { title: 'A treat for new diners', subtitle: 'Off your first order', action: 'Claim coupon' },
  'zh-CN': { title: '新用户专享礼', subtitle: '首单立减', action: '领取优惠券' },
};
export const POPUP_AMOUNT = 25_000;

const PAVILION_WORDS: Record<keyof Text3, BannerText> = {
  'id-ID': {
    title: 'Brand Pilihan, Harga Teman',
    subtitle: 'Voucher hingga 40% dari brand favorit',
    action: 'Belanja voucher',
  },
  'en-US': {
    title: 'Top Brands, Friendly Prices',
    subtitle: 'Vouchers up to 40% off from favourite brands',
    action: 'Shop vouchers',
  },
  'zh-CN': { title: '精选品牌 超值价格', subtitle: '人气品牌代金券低至六折', action: '去抢券' },
};

const LOCALE_KEYS = ['id-ID', 'en-US', 'zh-CN'] as const;

/** Ticket colours of the cash vouchers by face value: background, lettering. */
const VOUCHER_COLOURS: Readonly<Record<number, readonly [string, string]>> = {
  50_000: ['#2a9d8f', '#264653'],
  100_000: ['#f48c06', '#9d0208'],
  200_000: ['#7b2cbf', '#3c096c'],
};

/** A drawing's seed from its name, so a picture looks the same whatever else is planned. */
function seedOf(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}

/** Food photos per cuisine, in which every cuisine's two kinds of dish alternate. */
export const FOOD_PHOTOS_PER_CUISINE = 3;
export const INTERIOR_COUNT = 6;

function jobs(): Job[] {
  const list: Job[] = [];
  CUISINES.forEach((cuisine, c) => {
    for (let i = 0; i < FOOD_PHOTOS_PER_CUISINE; i += 1) {
      const art = cuisine.arts[i % 2] ?? cuisine.arts[0];
      list.push({
        name: `food:${cuisine.key}:${i}`,
        format: 'jpeg',
        svg: () => foodPhotoSvg(art, c * 10 + i + 1),
      });
    }
    for (let i = 0; i < 2; i += 1) {
      const arts =
        i === 0
          ? [cuisine.arts[0], cuisine.arts[1], 'drink' as const]
          : [cuisine.arts[1], cuisine.arts[0], cuisine.arts[0]];
      list.push({
        name: `spread:${cuisine.key}:${i}`,
        format: 'jpeg',
        svg: () => spreadSvg(arts, c * 10 + i + 3),
      });
      list.push({
        name: `badge:${cuisine.key}:${i}`,
        format: 'png',
        svg: () =>
          cuisineBadgeSvg(
            cuisine.arts[0],
            BADGE_COLOURS[(c + i * 3) % BADGE_COLOURS.length] ?? '#f4a261',
            c + 5,
          ),
      });
    }
    const priced = (d: { name: Text3; price: number }) => ({
      name: d.name['id-ID'],
      price: formatThousands(d.price),
    });
    list.push({
      name: `menu:${cuisine.key}:0`,
      format: 'jpeg',
      svg: () =>
        menuBoardSvg(cuisine.name['id-ID'], cuisine.dishes.slice(0, 8).map(priced), cuisine.arts[0], c + 11),
    });
    list.push({
      name: `menu:${cuisine.key}:1`,
      format: 'jpeg',
      svg: () =>
        menuBoardSvg(
          cuisine.name['id-ID'],
          [...cuisine.dishes.slice(8), ...DRINKS].map(priced),
          cuisine.arts[1],
          c + 12,
        ),
    });
  });
  for (let i = 0; i < INTERIOR_COUNT; i += 1)
    list.push({ name: `interior:${i}`, format: 'jpeg', svg: () => interiorSvg(i + 1) });
  for (const brand of BRANDS) {
    list.push({
      name: `brand:${brand.id}`,
      format: 'png',
      svg: () => logoSvg(brand.name['id-ID'], brand.colors[0], brand.colors[1]),
    });
  }
  for (const mall of MALLS) {
    list.push({
      name: `mall-logo:${mall.id}`,
      format: 'png',
      svg: () => logoSvg(mall.name['en-US'], mall.palette[0], '#fff8e7'),
    });
    list.push({
      name: `mall-cover:${mall.id}`,
      format: 'jpeg',
      svg: () => mallCoverSvg(mall.name['en-US'], mall.palette, mall.id),
    });
  }
  HOME_BANNERS.forEach((banner, b) => {
    for (const locale of LOCALE_KEYS) {
      list.push({
        name: `banner:${banner.key}:${locale}`,
        format: 'jpeg',
        svg: () => bannerSvg(banner.words[locale], banner.colors, banner.art, b + 7),
      });
    }
  });
  for (const locale of LOCALE_KEYS) {
    list.push({
      name: `popup:${locale}`,
      format: 'jpeg',
      svg: () => popupSvg(POPUP_WORDS[locale], `Rp ${formatThousands(POPUP_AMOUNT)}`),
    });
    list.push({
      name: `pavilion:${locale}`,
      format: 'jpeg',
      svg: () => bannerSvg(PAVILION_WORDS[locale], ['#9d0208', '#370617'], 'steak', 31),
    });
  }
  list.push({ name: 'flash-banner', format: 'jpeg', svg: () => flashBannerSvg(17) });
  // Products: each meal set shows the kinds of dish it lists; a cash voucher its face value.
  const { sets, vouchers } = productPictures();
  for (const arts of sets) {
    const name = setPictureName(arts);
    list.push({ name, format: 'jpeg', svg: () => setMealSvg(arts, seedOf(name)) });
  }
  for (const voucher of vouchers) {
    list.push({
      name: voucher.name,
      format: 'jpeg',
      svg: () =>
        voucherSvg(
          formatRupiah(voucher.value),
          voucher.art,
          VOUCHER_COLOURS[voucher.value] ?? ['#f48c06', '#9d0208'],
          seedOf(voucher.name),
        ),
    });
  }
  return list;
}

interface PlannedImage {
  name: string;
  key: string;
  format: StoredImageFormat;
  svg: string;
}

/**
 * Keys follow from the drawing (its SVG and format) rather than from encoded bytes, so every
 * address is known before a pixel is drawn: the rows go in while the pictures render, and a
 * picture already in the storage (a restart, another database on the same storage) is not
 * drawn again. The same drawing always gives the same picture, so a key never changes content.
 */
function planned(): PlannedImage[] {
  return jobs().map((job) => {
    const svg = job.svg();
    const hash = createHash('sha256').update(`${job.format}\n${svg}`).digest('hex').slice(0, 32);
    return {
      name: job.name,
      format: job.format,
      svg,
      key: `${FOLDER}/${hash}.${EXTENSION_BY_FORMAT[job.format]}`,
    };
  });
}

/** Encoded pictures by key: one process draws each once however many databases it seeds. */
const encoded = new Map<string, Promise<Buffer>>();

function encode(image: PlannedImage): Promise<Buffer> {
  let bytes = encoded.get(image.key);
  if (!bytes) {
    const picture = sharp(Buffer.from(image.svg));
    bytes =
      image.format === 'png'
        ? picture.png().toBuffer()
        : picture.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
    bytes.catch(() => encoded.delete(image.key));
    encoded.set(image.key, bytes);
  }
  return bytes;
}

async function isStored(storage: ObjectStorage, key: string): Promise<boolean> {
  const found = await storage.get(key);
  found?.body.destroy();
  return found !== null;
}

/** Addresses (`/api/images/…`) of the seeded pictures by name, e.g. `food:satay:0`. */
export class ImageLibrary {
  constructor(private readonly urls: ReadonlyMap<string, string>) {}

  url(name: string): string {
    const url = this.urls.get(name);
    if (!url) throw new Error(`no seeded picture named ${name}`);
    return url;
  }

  /** One picture per language. */
  localized(prefix: string): Text3 {
    return t3(this.url(`${prefix}:id-ID`), this.url(`${prefix}:en-US`), this.url(`${prefix}:zh-CN`));
  }

  get size(): number {
    return this.urls.size;
  }
}

export interface ImagePlan {
  library: ImageLibrary;
  /** Draws and stores the pictures the storage lacks; answers how many it drew. */
  store(storage: ObjectStorage): Promise<number>;
}

/** Every demo picture's address now; the pictures themselves when `store` is called. */
export function planImageLibrary(): ImagePlan {
  const images = planned();
  return {
    library: new ImageLibrary(new Map(images.map((image) => [image.name, visitUrlOf(image.key)]))),
    async store(storage) {
      const renderSlot = pLimit(RENDER_CONCURRENCY);
      const drawn = await Promise.all(
        images.map((image) =>
          renderSlot(async () => {
            if (await isStored(storage, image.key)) return 0;
            await storage.put(image.key, await encode(image), CONTENT_TYPE_BY_FORMAT[image.format]);
            return 1;
          }),
        ),
      );
      return drawn.reduce<number>((sum, n) => sum + n, 0);
    },
  };
}

/** Plans and stores every demo picture; answers their addresses. */
export async function buildImageLibrary(storage: ObjectStorage): Promise<ImageLibrary> {
  const plan = planImageLibrary();
  await plan.store(storage);
  return plan.library;
}
