import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { handleStartUpMessage, setPushTokenRegistrar } from '@/shared/bridge/start-up-messages';
import { UNTIL_STATE } from '@/test/wait';
import { installPushTokenRegistrar } from './device-report';

vi.mock('@/shared/api-client/call-endpoint', () => ({ callEndpoint: vi.fn(async () => null) }));

afterEach(() => setPushTokenRegistrar(() => Promise.resolve()));

describe('push tokens from the native shell', () => {
  it('reach device/report once the registrar is installed', async () => {
    installPushTokenRegistrar();
    handleStartUpMessage({ type: 'PUSH_TOKEN', payload: { pushToken: 'fcm-42' } }, { reload: vi.fn() });
    await vi.waitFor(
      () =>
        expect(callEndpoint).toHaveBeenCalledWith(
          IDENTITY_ROUTES.deviceReport,
          { fcmToken: 'fcm-42' },
          { silent: true },
        ),
      UNTIL_STATE,
    );
  });
});
