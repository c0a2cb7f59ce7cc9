import { IDENTITY_ROUTES } from '@lahap/contract/identity/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { setPushTokenRegistrar } from '@/shared/bridge/start-up-messages';

/** `POST device/report`: this device's push (FCM) token, with the user when logged in. Silent. */
export async function reportPushToken(fcmToken: string): Promise<void> {
  await callEndpoint(IDENTITY_ROUTES.deviceReport, { fcmToken }, { silent: true });
}

/** Has the native shell's push tokens (start-up messages) reach the server. */
export function installPushTokenRegistrar(): void {
  setPushTokenRegistrar(reportPushToken);
}
