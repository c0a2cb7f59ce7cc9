import { NICKNAME_MAX_LENGTH } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { nicknameProblem } from '@lahap/contract/identity/nickname';
import { OWN_IMAGE_PATH_PREFIX, type UserInfo } from '@lahap/contract/identity/schemas';
import { DomainError, parameterError } from '../../../lib/domain-error.js';
import { isAllowedHeadPortrait } from './head-portrait.js';
import { nationalNumberOf } from '../phone.js';
import type { ProfileRepository, ProfileRow } from './profile-repository.js';

const NICKNAME_PROBLEMS = {
  required: 'body.userName is required',
  tooLong: `body.userName: at most ${NICKNAME_MAX_LENGTH} characters`,
  forbiddenCharacter: 'body.userName: contains a control character',
} as const;

function toUserInfo(row: ProfileRow): UserInfo {
  return {
    userName: row.userName ?? '',
    phoneNo: nationalNumberOf(row.countryCode, row.phoneNo),
    countryCode: row.countryCode,
    headPortrait: row.headPortrait ?? '',
    userId: row.userId,
  };
}

/** How another customer appears to someone else: the nickname, else the phone with its middle hidden. */
export interface PublicProfile {
  userName: string;
  headPortrait: string | null;
}

/** 0812****7890: enough to recognise a friend, not enough to call them. */
function maskedPhone(row: ProfileRow): string {
  const phone = `0${nationalNumberOf(row.countryCode, row.phoneNo)}`;
  return phone.length <= 8 ? phone : `${phone.slice(0, 4)}****${phone.slice(-4)}`;
}

function publicProfileOf(row: ProfileRow): PublicProfile {
  return { userName: row.userName?.trim() || maskedPhone(row), headPortrait: row.headPortrait || null };
}

/** The logged-in user's own profile (queryUserInfo, edit), and how others see a customer. */
export function createProfileService(repository: ProfileRepository) {
  return {
    /** How these customers appear to another (an inviter's friends, an invitation's landing), by users.id. */
    async publicProfiles(ids: readonly number[]): Promise<Map<number, PublicProfile>> {
      const rows = await repository.findMany([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, publicProfileOf(row)]));
    },

    async get(id: number): Promise<UserInfo> {
      const row = await repository.find(id);
      if (!row) throw new DomainError(ERROR_CODES.SESSION_INVALID);
      return toUserInfo(row);
    },

    /**
     * Sets the nickname (required, trimmed, at most NICKNAME_MAX_LENGTH characters as a person
     * counts them) and, when given, the avatar address ("" removes it).
     */
    async edit(id: number, input: { userName: string; headPortrait?: string }): Promise<UserInfo> {
      const problem = nicknameProblem(input.userName);
      if (problem) throw parameterError(NICKNAME_PROBLEMS[problem]);
      const headPortrait = input.headPortrait?.trim();
      if (headPortrait && !isAllowedHeadPortrait(headPortrait)) {
        throw parameterError(
          `body.headPortrait: must be an http(s) URL or a path under ${OWN_IMAGE_PATH_PREFIX}`,
        );
      }
      const row = await repository.update(id, {
        userName: input.userName.trim(),
        ...(headPortrait !== undefined ? { headPortrait } : {}),
      });
      if (!row) throw new DomainError(ERROR_CODES.SESSION_INVALID);
      return toUserInfo(row);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
