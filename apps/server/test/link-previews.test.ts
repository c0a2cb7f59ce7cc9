import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalizedText } from '@lahap/contract/locale';
import sharp from 'sharp';
import { beforeAll, expect, it, vi } from 'vitest';
import { api, describeEachEngine } from './helper.js';

// The demo city seeds in the suite's first hook: tens of seconds on PGlite on a busy machine.
vi.setConfig({ hookTimeout: 240_000 });

/** The two previewers' requests: a bare Accept and their own User-Agent. */
const PREVIEWERS = {
  whatsapp: { 'user-agent': 'WhatsApp/2.23.20.0', accept: '*/*' },
  facebook: {
    'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    accept: '*/*',
  },
} as const;

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lahap: promo makanan." />
    <meta name="lahap-client" content="{}" />
    <title>Lahap</title>
    <script type="module" crossorigin src="/assets/index-Bx7f9a1c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const dist = mkdtempSync(join(tmpdir(), 'lahap-preview-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'index-Bx7f9a1c.js'), 'console.log("lahap");');

/** The tags of a page: og:* and twitter:* by key, and the canonical link. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  const unescape = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[match[1]!] = unescape(match[2]!);
  }
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html);
  if (canonical) tags.canonical = unescape(canonical[1]!);
  return tags;
}

describeEachEngine(
  'shared links that preview',
  (t) => {
    const ids = { store: '', sku: '', brand: '', mall: '', activity: '' };
    const names: Record<'store' | 'voucher' | 'brand' | 'mall', LocalizedText> = {
      store: {},
      voucher: {},
      brand: {},
      mall: {},
    };

    beforeAll(async () => {
      const one = async <T extends Record<string, unknown>>(text: string) => {
        const [row] = await t.app.rawQuery<T>({ text }, []);
        if (!row) throw new Error(`no demo row: ${text}`);
        return row;
      };
      const store = await one<{ id: string; name: LocalizedText }>(
        `select id::text as id, name from stores where status = 'OPEN' order by id limit 1`,
      );
      const product = await one<{ sku: string; name: LocalizedText }>(
        `select sku_id::text as sku, name from products where status = 'ON' order by id limit 1`,
      );
      const brand = await one<{ id: string; name: LocalizedText }>(
        `select id::text as id, name from brands order by id limit 1`,
      );
      const mall = await one<{ id: string; name: LocalizedText }>(
        `select id::text as id, name from malls order by id limit 1`,
      );
      const activity = await one<{ id: string }>(
        `select id::text as id from red_packet_activities order by id limit 1`,
      );
      Object.assign(ids, {
        store: store.id,
        sku: product.sku,
        brand: brand.id,
        mall: mall.id,
        activity: activity.id,
      });
      Object.assign(names, { store: store.name, voucher: product.name, brand: brand.name, mall: mall.name });
    });

    const fetchPage = (url: string, who: keyof typeof PREVIEWERS) =>
      t.app.inject({ url, headers: { ...PREVIEWERS[who], host: 'lahap.test' } });

    /** Fetches the page as the previewer does, checks its tags, and that its image is 1200×630. */
    async function expectPreview(url: string, who: keyof typeof PREVIEWERS, ogLocale: string) {
      const page = await fetchPage(url, who);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const tags = tagsOf(page.body);
      expect(tags['og:type']).toBe('website');
      expect(tags['og:locale']).toBe(ogLocale);
      expect(tags['og:title']).toBeTruthy();
      expect(tags['og:description']).toBeTruthy();
      expect(tags['og:url']).toBe(`http://lahap.test${url}`);
      expect(tags.canonical).toBe(tags['og:url']);
      expect(tags['og:image:width']).toBe('1200');
      expect(tags['og:image:height']).toBe('630');
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['twitter:image']).toBe(tags['og:image']);
      const imageUrl = new URL(tags['og:image']!);
      expect(imageUrl.origin).toBe('http://lahap.test');
      const image = await t.app.inject({
        url: `${imageUrl.pathname}${imageUrl.search}`,
        headers: PREVIEWERS[who],
      });
      expect(image.statusCode, tags['og:image']).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toMatch(/max-age=\d+/);
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      return { tags, image };
    }

    for (const who of ['whatsapp', 'facebook'] as const) {
      it(`previews each shareable page for ${who} in the link's language`, async () => {
        const cases: { url: string; name?: LocalizedText }[] = [
          { url: `/platform/merchant?storeId=${ids.store}`, name: names.store },
          { url: `/platform/groupCouponDetail?skuId=${ids.sku}`, name: names.voucher },
          { url: `/platform/brandsHomepage?brandId=${ids.brand}`, name: names.brand },
          { url: `/platform/mall?id=${ids.mall}`, name: names.mall },
          { url: `/platform/receiveRedEnvelope?activityId=${ids.activity}` },
          { url: '/platform/redEnvelopeDetail?couponId=1' },
          { url: '/platform/inviteFriends/friendActivity?inviteCode=LAHAP42&shareType=WHATS_APP' },
        ];
        for (const { url, name } of cases) {
          const plain = await expectPreview(url, who, 'id_ID');
          if (name) expect(plain.tags['og:title'], url).toContain(name['id-ID']);
          for (const [lang, locale, ogLocale] of [
            ['en', 'en-US', 'en_US'],
            ['zh-CN', 'zh-CN', 'zh_CN'],
            ['id', 'id-ID', 'id_ID'],
          ] as const) {
            const { tags } = await expectPreview(`${url}&lang=${lang}`, who, ogLocale);
            if (name) expect(tags['og:title'], `${url} ${lang}`).toContain(name[locale]);
          }
        }
      });
    }

    it('writes the invitation in the inviter’s language and shows their name and code', async () => {
      const url = '/platform/inviteFriends/friendActivity?inviteCode=RINA7&shareType=WHATS_APP';
      const before = tagsOf((await fetchPage(url, 'whatsapp')).body);
      expect(before['og:title']).toBe('Temanmu mengajakmu ke Lahap');
      expect(before['og:description']).toContain('RINA7');

      const invitations = t.app.linkPreviews.inviters();
      t.app.linkPreviews.useInviters(async (code) =>
        code === 'RINA7' ? { name: 'Rina <Admin>', locale: 'en-US' } : null,
      );
      try {
        const { tags } = await expectPreview(url, 'whatsapp', 'en_US');
        expect(tags['og:title']).toBe('Rina <Admin> invites you to Lahap');
        expect((await fetchPage(url, 'whatsapp')).body).not.toContain('<Admin>');
        const named = await expectPreview(`${url}&lang=zh`, 'facebook', 'zh_CN');
        expect(named.tags['og:title']).toBe('Rina <Admin> 邀请你加入 Lahap');
      } finally {
        if (invitations) t.app.linkPreviews.useInviters(invitations);
      }
    });

    it('escapes what it writes into the page', async () => {
      await t.app.rawQuery(
        {
          text: `update stores set name = jsonb_set(name, '{id-ID}', to_jsonb($2::text)) where id = $1::bigint`,
        },
        [ids.store, 'Warung "Bu"><script>alert(1)</script>'],
      );
      const page = await fetchPage(`/platform/merchant?storeId=${ids.store}&x="><b>`, 'whatsapp');
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toContain('"><b>');
      expect(tagsOf(page.body)['og:title']).toBe('Warung "Bu"><script>alert(1)</script> | Lahap');
      const image = await t.app.inject(`/og/store/${ids.store}.jpg?lang=id-ID`);
      expect(image.statusCode).toBe(200);
    });

    it('gives an unknown id the plain Lahap preview and image, never an error', async () => {
      const app = 'Lahap — promo makan di sekitarmu';
      const envelope = 'Ada angpao Lahap untukmu!';
      for (const [url, title] of [
        ['/platform/merchant?storeId=987654321987', app],
        ['/platform/merchant?storeId=not-a-number', app],
        ['/platform/groupCouponDetail?skuId=99999999999999999999999', app],
        ['/platform/brandsHomepage?brandId=424242', app],
        ['/platform/mall?id=424242', app],
        ['/platform/receiveRedEnvelope?activityId=424242', envelope],
        ['/platform/inviteFriends/friendActivity', app],
        ['/platform/searchDishes', app],
      ] as const) {
        const { tags } = await expectPreview(url, 'facebook', 'id_ID');
        expect(tags['og:title'], url).toBe(title);
        expect(tags['og:image'], url).toMatch(/\/og\/(app\/lahap|red-envelope\/any)\.jpg\?lang=id-ID$/);
      }
      for (const path of ['/og/store/987654321.jpg', '/og/nothing/1.jpg', '/og/store/..%2F..%2Fetc.jpg']) {
        const image = await t.app.inject(path);
        expect(image.statusCode, path).toBe(200);
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.width, meta.height], path).toEqual([1200, 630]);
      }
    });

    it('answers an image again from its cache, and 304 to its ETag', async () => {
      const url = `/og/voucher/${ids.sku}.jpg?lang=en`;
      const first = await t.app.inject(url);
      const again = await t.app.inject(url);
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await t.app.inject({
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('keeps 404 for unknown paths, API paths and missing assets, whatever they accept', async () => {
      for (const url of ['/nowhere', '/favicon.ico', '/platform/merchant/extra', '/assets/gone-123.js']) {
        const response = await t.app.inject({ url, headers: PREVIEWERS.whatsapp });
        expect(response.statusCode, url).toBe(404);
      }
      const apiCall = await t.app.inject({ url: api('/nowhere'), headers: PREVIEWERS.facebook });
      expect(apiCall.statusCode).toBe(404);
      expect(apiCall.headers['content-type']).toMatch(/json/);
      // A page answers its HTML whatever the Accept, a route without a preview of its own included.
      for (const [url, accept] of [
        ['/platform/merchant', 'application/json'],
        ['/platform/home/account', '*/*'],
        ['/platform/payPage/cashier', 'image/*'],
        ['/', '*/*'],
      ] as const) {
        const response = await t.app.inject({ url, headers: { accept } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root">');
      }
    });
  },
  { seed: true, env: { WEB_DIST_DIR: dist } },
);
