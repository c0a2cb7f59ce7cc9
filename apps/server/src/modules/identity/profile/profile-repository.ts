import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';

export interface ProfileRow {
  userId: string;
  countryCode: string;
  phoneNo: string;
  userName: string | null;
  headPortrait: string | null;
}

const PROFILE_COLUMNS = {
  userId: users.userId,
  countryCode: users.countryCode,
  phoneNo: users.phoneNo,
  userName: users.userName,
  headPortrait: users.headPortrait,
};

export function createProfileRepository(db: Database) {
  return {
    async findMany(ids: readonly number[]): Promise<(ProfileRow & { id: number })[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, ...PROFILE_COLUMNS })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async find(id: number): Promise<ProfileRow | undefined> {
      const rows = await db.select(PROFILE_COLUMNS).from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    async update(
      id: number,
      changes: { userName: string; headPortrait?: string },
    ): Promise<ProfileRow | undefined> {
      const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning(PROFILE_COLUMNS);
      return rows[0];
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
