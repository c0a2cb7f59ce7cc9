import { createHash } from 'node:crypto';
import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import type { ExploreTabConfig } from '@lahap/contract/config/schemas';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.js';
import { type ClipMotion, appConfig, contentVideos } from '../db/schema/index.js';
import type { ObjectStorage } from '../plugins/object-storage.js';
import { visitUrlOf } from '../plugins/storage-keys.js';
import type { SeedStep } from '../seed/seed-step.js';
import { BRANDS, brandMerchantId } from './brands.js';
import { type FoodArt, cuisineByKey } from './cuisines.js';
import { foodPhotoSvg } from './pictures.js';
import { type Text3, t3 } from './text.js';

/** Folder of the demo's posters and clips in the storage. */
const FOLDER = 'demo/content';
/** The posters' frame: the clips' (modules/content makes them at the size of their poster). */
const CLIP_WIDTH = 540;
const CLIP_HEIGHT = 960;
/** The demo's video ids: a shared /platform/playVideo?id= link names the same clip on every server. */
export const DEMO_VIDEO_FIRST_ID = 80_000_001;

interface DemoVideo {
  art: FoodArt;
  /** The cuisine whose stores' dine-out voucher the video sells; none for one that sells nothing. */
  sells?: string;
  seconds: number;
  motion: ClipMotion;
  title: Text3;
}

/**
 * The demo's videos, in the feed's order: a slow move over one of the demo's food pictures each,
 * the caption its title. Every other one sells a voucher of a restaurant of its cuisine, the first
 * among them, so the feed's first card shows a price.
 */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    art: 'skewers',
    sells: 'satay',
    seconds: 8,
    motion: 'ZOOM_IN',
    title: t3(
      'Sate bakar arang, bumbu kacang kental',
      'Charcoal satay with thick peanut sauce',
      '炭烤沙爹配浓郁花生酱',
    ),
  },
  {
    art: 'noodles',
    seconds: 10,
    motion: 'PAN_RIGHT',
    title: t3(
      'Mi ayam kenyal, kuah kaldu hangat',
      'Springy chicken noodles in warm broth',
      '弹牙鸡肉面，热汤暖胃',
    ),
  },
  {
    art: 'padang',
    sells: 'padang',
    seconds: 12,
    motion: 'ZOOM_OUT',
    title: t3(
      'Rendang Padang dimasak 8 jam',
      'Padang rendang, slow-cooked for 8 hours',
      '慢炖8小时的巴东仁当',
    ),
  },
  {
    art: 'seafood',
    seconds: 9,
    motion: 'PAN_LEFT',
    title: t3('Udang bakar saus mentega', 'Grilled prawns in butter sauce', '黄油酱烤大虾'),
  },
  {
    art: 'dumplings',
    sells: 'chinese',
    seconds: 7,
    motion: 'ZOOM_IN',
    title: t3('Dimsum kukus fresh tiap pagi', 'Steamed dim sum, fresh every morning', '每天早上现蒸的点心'),
  },
  {
    art: 'sushi',
    seconds: 11,
    motion: 'ZOOM_OUT',
    title: t3('Sushi salmon, potong di depanmu', 'Salmon sushi, sliced in front of you', '现切三文鱼寿司'),
  },
  {
    art: 'bibimbap',
    sells: 'korean',
    seconds: 9,
    motion: 'PAN_RIGHT',
    title: t3('Bibimbap mangkuk batu panas', 'Bibimbap in a sizzling stone bowl', '热石锅拌饭'),
  },
  {
    art: 'steak',
    seconds: 13,
    motion: 'ZOOM_IN',
    title: t3('Steak medium rare, juicy banget', 'Medium-rare steak, so juicy', '五分熟牛排，鲜嫩多汁'),
  },
  {
    art: 'burger',
    sells: 'fastfood',
    seconds: 6,
    motion: 'ZOOM_OUT',
    title: t3(
      'Burger keju lumer, double patty',
      'Melty cheeseburger, double patty',
      '双层芝士汉堡，芝士爆浆',
    ),
  },
  {
    art: 'drink',
    seconds: 8,
    motion: 'PAN_LEFT',
    title: t3('Es kopi susu gula aren', 'Iced palm-sugar milk coffee', '椰糖冰拿铁'),
  },
  {
    art: 'sundanese',
    sells: 'sundanese',
    seconds: 14,
    motion: 'ZOOM_IN',
    title: t3(
      'Nasi liwet Sunda, lalapan segar',
      'Sundanese liwet rice with fresh greens',
      '巽他香料饭配新鲜蔬菜',
    ),
  },
  {
    art: 'rice',
    seconds: 10,
    motion: 'PAN_RIGHT',
    title: t3('Nasi goreng kampung pedas', 'Spicy village-style fried rice', '香辣乡村炒饭'),
  },
  {
    art: 'salad',
    sells: 'vegetarian',
    seconds: 8,
    motion: 'ZOOM_OUT',
    title: t3(
      'Salad segar untuk makan siang ringan',
      'A fresh salad for a light lunch',
      '清爽沙拉，轻食午餐',
    ),
  },
  {
    art: 'duck',
    seconds: 12,
    motion: 'ZOOM_IN',
    title: t3('Bebek goreng kremes renyah', 'Crispy fried duck with crumbs', '香酥炸鸭'),
  },
];

/**
 * A vertical poster from a landscape food picture: the picture whole across the middle, over a
 * blurred, darkened copy of itself filling the frame, and a shade at the foot where the player
 * writes the caption.
 */
async function posterOf(art: FoodArt, seed: number): Promise<Buffer> {
  const photo = await sharp(Buffer.from(foodPhotoSvg(art, seed)))
    .resize({ width: CLIP_WIDTH * 2 })
    .jpeg({ quality: 90 })
    .toBuffer();
  const background = await sharp(photo)
    .resize({ width: CLIP_WIDTH, height: CLIP_HEIGHT, fit: 'cover' })
    .blur(24)
    .modulate({ brightness: 0.6 })
    .toBuffer();
  const front = await sharp(photo).resize({ width: CLIP_WIDTH }).toBuffer();
  const frontHeight = Math.round((CLIP_WIDTH * 600) / 800);
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CLIP_WIDTH}" height="${CLIP_HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs><rect width="${CLIP_WIDTH}" height="${CLIP_HEIGHT}" fill="url(#s)"/></svg>`,
  );
  return sharp(background)
    .composite([
      { input: front, top: Math.round((CLIP_HEIGHT - frontHeight) / 2) - 60, left: 0 },
      { input: shade, top: 0, left: 0 },
    ])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

const hashOf = (...parts: readonly (string | Buffer)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 32);
};

/**
 * The dine-out voucher a video of this cuisine sells: one on sale with stock at a store of the
 * cuisine, preferring a brand's, then one without a purchase limit and with plenty left, so
 * whoever tries the demo can buy it; the cheapest of those.
 */
async function voucherOf(db: Database, cuisineKey: string): Promise<number | null> {
  const cuisine = cuisineByKey(cuisineKey);
  const brandMerchants = BRANDS.filter((brand) => brand.cuisine === cuisineKey).map((brand) =>
    brandMerchantId(brand.id),
  );
  const rows = (await db.execute(sql`select p.id::text as id from products p
    where p.product_type = 'GROUP_COUPON' and p.status = 'ON' and p.remaining_stock > 0
      and p.redeem_ends_at is null
      and exists (select 1 from product_stores ps join store_categories sc on sc.store_id = ps.store_id
        where ps.product_id = p.id and sc.category_id = ${cuisine.id})
    order by p.merchant_id in (${sql.join([0, ...brandMerchants], sql`, `)}) desc,
      p.user_limit = 0 desc, p.remaining_stock >= 50 desc, p.sale_price, p.id
    limit 1`)) as unknown as { rows: { id: string }[] };
  const id = rows.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

async function storePoster(storage: ObjectStorage, art: FoodArt, seed: number): Promise<string> {
  const bytes = await posterOf(art, seed);
  const key = `${FOLDER}/${hashOf('poster', bytes)}.jpg`;
  await storage.put(key, bytes, 'image/jpeg');
  return key;
}

/**
 * The demo's videos: each poster drawn now (a second or two), each clip made by the server in the
 * background once it listens (modules/content), and the explore tab shown to everyone, so who
 * tries the demo sees it (a real server keeps its allow list).
 */
export const contentDemoSeed: SeedStep = {
  name: 'demo-content-videos',
  async run(db, { storage }) {
    if (!storage) throw new Error('the demo videos need a storage for their posters');
    const rows = [];
    for (const [index, video] of DEMO_VIDEOS.entries()) {
      const posterKey = await storePoster(storage, video.art, 40 + index);
      const durationMs = video.seconds * 1000;
      const videoKey = `${FOLDER}/${hashOf('clip-v1', posterKey, String(durationMs), video.motion)}.mp4`;
      rows.push({
        id: DEMO_VIDEO_FIRST_ID + index,
        title: video.title,
        posterUrl: visitUrlOf(posterKey),
        videoKey,
        durationMs,
        productId: video.sells ? await voucherOf(db, video.sells) : null,
        sort: index + 1,
        clipRecipe: { posterKey, motion: video.motion },
      });
    }
    await db.insert(contentVideos).values(rows).onConflictDoNothing();
    const everyone: ExploreTabConfig = { allUsers: true, userIds: [] };
    await db.update(appConfig).set({ value: everyone }).where(eq(appConfig.key, CONFIG_KEYS.exploreTab));
  },
};
