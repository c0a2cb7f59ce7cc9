import { route } from '@lahap/contract/endpoint';
import { STORE_ROUTES } from '@lahap/contract/store/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerDriftError } from './answer-check';
import { callEndpoint } from './call-endpoint';
import { apiGet, apiPost } from './client';

vi.mock('./client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const get = vi.mocked(apiGet);

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

describe('callEndpoint', () => {
  it('posts the body to the route’s path and resolves to an answer that matches the contract', async () => {
    post.mockResolvedValue(null);
    await expect(
      callEndpoint(STORE_ROUTES.favouriteSave, { businessId: '7', businessType: 'STORE' }, { silent: true }),
    ).resolves.toBeNull();
    expect(post).toHaveBeenCalledWith(
      '/interaction/favourite/save',
      { businessId: '7', businessType: 'STORE' },
      { silent: true, codeEnvelope: false, envelope: undefined },
    );
  });

  it('fails with the drifting field when the answer does not match the contract', async () => {
    post.mockResolvedValue({ hasMore: 'yes', pageNo: 1, storeList: [] });
    const call = callEndpoint(STORE_ROUTES.favouriteStoreList, { pageNo: 1, pageSize: 10 });
    await expect(call).rejects.toBeInstanceOf(AnswerDriftError);
    await expect(call).rejects.toThrow(/interaction\/favourite\/store_list.*hasMore/);
  });

  it('refuses a route the contract’s endpoint table does not hold', async () => {
    get.mockResolvedValue({});
    const unknown = route({ method: 'GET', path: '/not/in/the/table' });
    await expect(callEndpoint(unknown, undefined)).rejects.toThrow(/not in the contract/);
  });

  it('sends a GET with its query and asks for the numeric-code answer where the route says so', async () => {
    get.mockResolvedValue(null);
    const configInfo = route({ method: 'GET', path: '/nodePublic/config/info', answer: 'code' });
    await callEndpoint(configInfo, undefined).catch(() => undefined);
    expect(get).toHaveBeenCalledWith('/nodePublic/config/info', undefined, { codeEnvelope: true });
  });
});
