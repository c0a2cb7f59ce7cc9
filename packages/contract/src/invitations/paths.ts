/**
 * Invitations, as the server mounts them under `/api` (the spec's `/invite/*` calls, with the
 * names the engagement issue fixes, listed in docs/api.md). Kept free of schemas so the web
 * bundle can import it cheaply.
 */
export const INVITATION_PATHS = {
  /** My invite code and link, and how many friends came. */
  detail: '/invite/detail',
  /** My invited friends, each with the progress of its reward. */
  rewardList: '/invite/reward/list',
  /** The counts and amounts of my invitations. */
  rewardStatistics: '/invite/reward/statistics',
  /** The programme: both rewards, the hold, the caps, the landing's pictures. */
  config: '/invite/config',
  /** An invite code's inviter and the landing's pictures; guests may call it. */
  query: '/invite/query',
  /** Records that I shared my invitation, and how. */
  share: '/invite/share',
  /** `GET /invite/poster/<code>?lang=`: the poster (POSTER_01) of a code, a PNG made on the server. */
  poster: '/invite/poster',
} as const;

/** Where the poster of a code is served, in a language. */
export function invitePosterHref(inviteCode: string, locale: string): string {
  return `/api${INVITATION_PATHS.poster}/${encodeURIComponent(inviteCode)}?lang=${encodeURIComponent(locale)}`;
}
