import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { FavouriteStoreListData } from '@lahap/contract/store/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { favourites } from '../src/db/schema/index.js';
import { createProduct, offset } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { closeStore, createStorePage } from './store-factories.js';

const HOME = { lat: -6.3, lng: 106.7 };

describeEachEngine('store favourites', (t) => {
  const as = (user: TestUser | null) => (user ? { headers: { [HEADERS.authorize]: user.token } } : {});
  const save = (user: TestUser | null, businessId: string) =>
    signedPost(t.app, api(STORE_PATHS.favouriteSave), { businessId, businessType: 'STORE' }, as(user));
  const cancel = (user: TestUser | null, businessIdList: string[]) =>
    signedPost(
      t.app,
      api(STORE_PATHS.favouriteBatchCancel),
      { businessIdList, businessType: 'STORE' },
      as(user),
    );
  const list = (user: TestUser | null, body: Record<string, unknown> = {}) =>
    signedPost(t.app, api(STORE_PATHS.favouriteStoreList), body, as(user));
  const rowsOf = async (user: TestUser, storeId: string) =>
    (
      await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(favourites)
        .where(and(eq(favourites.userId, user.id), eq(favourites.businessId, Number(storeId))))
    )[0]?.n;

  it('asks guests to log in on every favourite call', async () => {
    const made = await createStorePage(t.app, offset(HOME, 1, 0));
    expectRefusal(await save(null, made.storeId), 401, ERROR_CODES.SESSION_INVALID);
    expectRefusal(await cancel(null, [made.storeId]), 401, ERROR_CODES.SESSION_INVALID);
    expectRefusal(await list(null), 401, ERROR_CODES.SESSION_INVALID);
  });

  it('keeps exactly one row for a double tap, even two saves at once, and both succeed', async () => {
    const user = await createUser(t.app);
    const made = await createStorePage(t.app, offset(HOME, 1, 1));
    const [first, second] = await Promise.all([save(user, made.storeId), save(user, made.storeId)]);
    expect(expectSuccess(first!)).toBeNull();
    expect(expectSuccess(second!)).toBeNull();
    expect(await rowsOf(user, made.storeId)).toBe(1);
    expectSuccess(await save(user, made.storeId));
    expect(await rowsOf(user, made.storeId)).toBe(1);
  });

  it('refuses to save a store that does not exist (6410092) or closed down (6410012), and malformed ids', async () => {
    const user = await createUser(t.app);
    expectRefusal(await save(user, '987654321'), 400, ERROR_CODES.STORE_LINK_INVALID);
    // An id past the bigint range is no id at all: the contract's id schema refuses it.
    expectRefusal(await save(user, '9999999999999999999'), 400, ERROR_CODES.PARAMETER_ERROR);
    const made = await createStorePage(t.app, offset(HOME, 1, 2));
    await closeStore(t.app, made.storeId);
    expectRefusal(await save(user, made.storeId), 400, ERROR_CODES.STORE_UNAVAILABLE);
    expect(await rowsOf(user, made.storeId)).toBe(0);
    expect(expectRefusal(await save(user, 'abc'), 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(/businessId/);
    expect(
      expectRefusal(
        await signedPost(
          t.app,
          api(STORE_PATHS.favouriteSave),
          { businessId: '1', businessType: 'MALL' },
          as(user),
        ),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      ),
    ).toMatch(/businessType/);
    expectRefusal(await cancel(user, []), 400, ERROR_CODES.PARAMETER_ERROR);
  });

  it('cancels idempotently: twice, at once, and for stores never saved or unknown', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const a = await createStorePage(t.app, offset(HOME, 2, 0));
    const b = await createStorePage(t.app, offset(HOME, 2, 1));
    expectSuccess(await save(user, a.storeId));
    expectSuccess(await save(user, b.storeId));
    expectSuccess(await save(other, a.storeId));

    const [one, two] = await Promise.all([cancel(user, [a.storeId]), cancel(user, [a.storeId, '987654321'])]);
    expect(expectSuccess(one!)).toBeNull();
    expect(expectSuccess(two!)).toBeNull();
    expectSuccess(await cancel(user, [a.storeId]));
    expect(await rowsOf(user, a.storeId)).toBe(0);
    // Only the caller's own row of that store went.
    expect(await rowsOf(user, b.storeId)).toBe(1);
    expect(await rowsOf(other, a.storeId)).toBe(1);

    const detail = await signedPost(t.app, api(STORE_PATHS.storeDetail), { storeId: a.storeId }, as(user));
    expect(expectSuccess<{ favourite: boolean }>(detail).favourite).toBe(false);
  });

  it('lists saved stores newest first, by page, with hasMore and the total', async () => {
    const user = await createUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const made = await createStorePage(t.app, offset(HOME, 3, i));
      ids.push(made.storeId);
      expectSuccess(await save(user, made.storeId));
    }
    // Saving again keeps the first save's place.
    expectSuccess(await save(user, ids[0]!));
    const newestFirst = [...ids].reverse();

    const page = async (pageNo: number) =>
      expectSuccess<FavouriteStoreListData>(await list(user, { pageNo, pageSize: 2 }));
    const one = await page(1);
    const two = await page(2);
    const three = await page(3);
    expect(one.list.map((s) => s.storeId)).toEqual(newestFirst.slice(0, 2));
    expect(two.list.map((s) => s.storeId)).toEqual(newestFirst.slice(2, 4));
    expect(three.list.map((s) => s.storeId)).toEqual(newestFirst.slice(4));
    expect([one.hasMore, two.hasMore, three.hasMore]).toEqual([true, true, false]);
    expect([one.pageNo, two.pageNo, three.pageNo]).toEqual([1, 2, 3]);
    expect(one.total).toBe(5);
    expect((await page(4)).list).toEqual([]);
    // The same page twice is the same page.
    expect((await page(2)).list.map((s) => s.storeId)).toEqual(two.list.map((s) => s.storeId));

    const other = await createUser(t.app);
    expect(expectSuccess<FavouriteStoreListData>(await list(other))).toEqual({
      list: [],
      hasMore: false,
      pageNo: 1,
      total: 0,
    });
  });

  it('answers store cards with distance only when a position is sent, and flags closed-down stores', async () => {
    const user = await createUser(t.app);
    const open = await createStorePage(t.app, offset(HOME, 4, 0));
    const closing = await createStorePage(t.app, offset(HOME, 5, 0));
    await createProduct(t.app, { storeIds: [open.storeId], salePrice: 60_000, originalPrice: 100_000 });
    expectSuccess(await save(user, open.storeId));
    expectSuccess(await save(user, closing.storeId));
    await closeStore(t.app, closing.storeId);

    const far = expectSuccess<FavouriteStoreListData>(await list(user));
    expect(far.list.map((s) => [s.storeId, s.isAvailable, s.distance, s.storeDistance])).toEqual([
      [closing.storeId, false, null, null],
      [open.storeId, true, null, null],
    ]);
    const card = far.list[1]!;
    expect(card.storeName['en-US']).toMatch(/^Store /);
    expect(card.productList).toHaveLength(1);
    expect(card.productList[0]?.discountRate).toBe(40);
    expect(Date.parse(card.favouriteTime)).toBeGreaterThan(Date.now() - 60_000);

    const near = expectSuccess<FavouriteStoreListData>(await list(user, HOME));
    expect(near.list.map((s) => s.storeDistance)).toEqual([5, 4]);
    expect(near.list[1]?.distance).toBeGreaterThan(3_950);
    expect(near.list[1]?.distance).toBeLessThan(4_050);
  });
});
