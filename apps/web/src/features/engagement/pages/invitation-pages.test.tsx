import { INVITATION_PATHS } from '@lahap/contract/invitations/paths';
import type {
  InviteConfigData,
  InviteDetailData,
  InviteQueryData,
  InviteRewardListData,
  InviteStatisticsData,
} from '@lahap/contract/invitations/schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { useLastLoginStore } from '@/shared/auth/last-login';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { renderPage } from '@/test/render-page';
import FriendActivityPage from './friend-activity-page';
import InvitationThemePage from './invitation-theme-page';
import MyRewardsPage from './my-rewards-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const t = i18n.getFixedT('id-ID', 'invitations');

const config: InviteConfigData = {
  inviterReward: { amount: 20_000, minimumSpend: 50_000, name: {} },
  inviteeReward: { amount: 15_000, minimumSpend: 40_000, name: {} },
  holdHours: 24,
  dailyCap: 5,
  totalCap: 50,
  inviteeBackgroundImage: {},
  adjustUrl: '/platform/downloadLahap',
};
const detail: InviteDetailData = {
  inviteCode: 'K7P2QX9M',
  inviteLink:
    'http://localhost/platform/inviteFriends/friendActivity?inviteCode=K7P2QX9M&shareType=INVITE_LINK',
  posterUrl: '/api/invite/poster/K7P2QX9M?lang=id-ID',
  invitedCount: 3,
  rewardedCount: 1,
};
const statistics: InviteStatisticsData = {
  invitedCount: 3,
  orderedCount: 2,
  rewardedCount: 1,
  earnedAmount: 20_000,
  pendingAmount: 20_000,
};
const rewards: InviteRewardListData = {
  list: [
    {
      referralId: '3',
      friendName: '0812****0003',
      headPortrait: null,
      status: 'UNABLE_TO_COMPLETE',
      reason: 'DEVICE_REUSED',
      registeredAt: Date.UTC(2026, 10, 27, 3),
      holdUntil: null,
      rewardedAt: null,
      rewardAmount: 0,
    },
    {
      referralId: '2',
      friendName: 'Budi',
      headPortrait: null,
      status: 'PLACED_ORDER',
      reason: null,
      registeredAt: Date.UTC(2026, 10, 26, 3),
      holdUntil: Date.UTC(2026, 10, 28, 3),
      rewardedAt: null,
      rewardAmount: 20_000,
    },
  ],
  pageInfoVO: { hasMore: false },
};
const query: InviteQueryData = {
  inviterInfo: { userName: 'Sari', headPortrait: null },
  inviteConfigInfo: {
    inviteeBackgroundImage: {},
    adjustUrl: '/platform/downloadLahap',
    inviteeReward: config.inviteeReward,
  },
};

function answer(overrides: Partial<Record<string, unknown>> = {}) {
  const answers: Record<string, unknown> = {
    [INVITATION_PATHS.config]: config,
    [INVITATION_PATHS.detail]: detail,
    [INVITATION_PATHS.rewardStatistics]: statistics,
    [INVITATION_PATHS.rewardList]: rewards,
    [INVITATION_PATHS.query]: query,
    [INVITATION_PATHS.share]: { shareCount: 1 },
    ...overrides,
  };
  post.mockImplementation((path) => {
    const value = answers[path];
    if (value instanceof Error) return Promise.reject(value);
    return value === undefined
      ? Promise.reject(new Error(`unexpected call ${path}`))
      : Promise.resolve(value as never);
  });
}

const logIn = () =>
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });

beforeEach(() => {
  post.mockReset();
  answer();
});

afterEach(() => {
  useSessionStore.getState().clear();
  useLastLoginStore.setState({ userType: null });
  vi.mocked(reportError).mockReset();
});

describe('the invitation theme', () => {
  it('shows both rewards, my code, the share options and my counts', async () => {
    logIn();
    renderPage(<InvitationThemePage />, '/platform/inviteFriends/invitationTheme');
    expect((await screen.findByTestId('invite-code')).textContent).toBe('K7P2QX9M');
    expect((await screen.findByTestId('invite-hero-body')).textContent).toBe(
      t('theme.heroBody', { invitee: 'Rp 15.000', inviter: 'Rp 20.000' }),
    );
    for (const type of ['WHATS_APP', 'POSTER_01', 'INVITE_LINK', 'SYSTEM_SHARE']) {
      expect(screen.getByTestId(`invite-share-${type}`)).toBeTruthy();
    }
    expect(screen.getByTestId('invite-counts').textContent).toBe(
      t('theme.invited', { count: 3, rewarded: 1 }),
    );
    expect(screen.getByTestId('invite-my-rewards-link').getAttribute('href')).toBe(
      '/platform/inviteFriends/myRewards',
    );
  });

  it('opens the poster made on the server and records the share, locking the buttons for 2 s', async () => {
    logIn();
    renderPage(<InvitationThemePage />, '/platform/inviteFriends/invitationTheme');
    fireEvent.click(await screen.findByTestId('invite-share-POSTER_01'));
    const sheet = await screen.findByTestId('invite-poster-sheet');
    expect(sheet.querySelector('img')?.getAttribute('src')).toBe(detail.posterUrl);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        INVITATION_PATHS.share,
        { shareType: 'POSTER_01' },
        expect.anything(),
      ),
    );
    expect(screen.getByTestId('invite-share-INVITE_LINK').getAttribute('aria-disabled')).toBe('true');
  });

  it('asks a guest to log in instead of showing a code', async () => {
    renderPage(<InvitationThemePage />, '/platform/inviteFriends/invitationTheme');
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(screen.queryByTestId('invite-code')).toBeNull();
    expect(post).not.toHaveBeenCalledWith(INVITATION_PATHS.detail, expect.anything(), expect.anything());
  });

  it('offers a retry when my invitation fails to load', async () => {
    logIn();
    answer({ [INVITATION_PATHS.detail]: new Error('down') });
    renderPage(<InvitationThemePage />, '/platform/inviteFriends/invitationTheme');
    expect(await screen.findByTestId('error-state-retry')).toBeTruthy();
  });
});

describe('my rewards', () => {
  it("shows the statistics and each friend's progress, with why one cannot complete", async () => {
    logIn();
    renderPage(<MyRewardsPage />, '/platform/inviteFriends/myRewards');
    expect((await screen.findByTestId('rewards-earned')).textContent).toBe('Rp 20.000');
    expect(screen.getByTestId('rewards-pending').textContent).toBe('Rp 20.000');
    const statuses = (await screen.findAllByTestId('rewards-friend-status')).map((node) => node.textContent);
    expect(statuses[0]).toBe(
      `${t('rewards.status.UNABLE_TO_COMPLETE')} · ${t('rewards.reason.DEVICE_REUSED')}`,
    );
    expect(statuses[1]).toMatch(/^Sudah pesan · hadiah dirilis 28/);
  });

  it('says when no friend was invited yet, with a way to invite', async () => {
    logIn();
    answer({ [INVITATION_PATHS.rewardList]: { list: [], pageInfoVO: { hasMore: false } } });
    renderPage(<MyRewardsPage />, '/platform/inviteFriends/myRewards');
    expect(await screen.findByText(t('rewards.emptyTitle'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('rewards.inviteNow') }).getAttribute('href')).toBe(
      '/platform/inviteFriends/invitationTheme',
    );
  });
});

describe('the friend invitation landing', () => {
  const renderLanding = (search: string) =>
    renderPage(
      <FriendActivityPage />,
      `/platform/inviteFriends/friendActivity${search}`,
      '/platform/inviteFriends/friendActivity',
    );

  it('shows the inviter, and after a registration login the success line', async () => {
    const view = renderLanding('?inviteCode=K7P2QX9M&shareType=WHATS_APP');
    expect((await screen.findByTestId('landing-inviter')).textContent).toBe(
      t('landing.invites', { name: 'Sari' }),
    );
    fireEvent.click(screen.getByTestId('landing-accept'));
    expect(useLoginGateStore.getState().open).toBe(true);
    act(() => {
      logIn();
      useLastLoginStore.setState({ userType: 'REGISTER' });
      closeLoginGate(true);
    });
    expect((await screen.findByTestId('landing-outcome')).textContent).toBe(t('landing.success'));
    expect(reportError).not.toHaveBeenCalled();
    void view;
  });

  it('tells an existing customer they are an old friend', async () => {
    renderLanding('?inviteCode=K7P2QX9M&shareType=INVITE_LINK');
    fireEvent.click(await screen.findByTestId('landing-accept'));
    act(() => {
      logIn();
      useLastLoginStore.setState({ userType: 'LOGIN' });
      closeLoginGate(true);
    });
    expect((await screen.findByTestId('landing-outcome')).textContent).toBe(t('landing.oldFriend'));
  });

  it('reports an unknown shareType as tampering but still shows the invitation', async () => {
    renderLanding('?inviteCode=K7P2QX9M&shareType=SMOKE_SIGNAL');
    expect(await screen.findByTestId('landing-accept')).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('goes home without a code, and reports a failed query and goes home', async () => {
    const bare = renderLanding('');
    await waitFor(() => expect(bare.location()?.pathname).toBe('/'));
    bare.unmount();
    answer({ [INVITATION_PATHS.query]: new Error('1011001') });
    const failed = renderLanding('?inviteCode=ZZZZZZZZ');
    await waitFor(() => expect(failed.location()?.pathname).toBe('/'));
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
