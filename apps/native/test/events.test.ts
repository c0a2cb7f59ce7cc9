import { describe, expect, it } from 'vitest';
import { fakePlugins, loadHost } from './host-fixture.js';

/** The web app saying its listeners are in place (native-messages.ts). */
const ready = (win: ReturnType<typeof loadHost>['win']) =>
  win.dispatchEvent(new win.Event('lahap-web-ready'));

describe('the messages the shell sends the page', () => {
  it('holds them until the page is ready, then passes back, deep links and network changes', async () => {
    const { plugins, emit } = fakePlugins();
    const { win, messages } = loadHost(plugins);
    emit('App.backButton', { canGoBack: true });
    expect(messages).toEqual([]);

    ready(win);
    expect(messages).toEqual([{ type: 'HARDWARE_BACK', payload: { canGoBack: true } }]);
    emit('App.appUrlOpen', { url: 'lahap://platform/merchant?storeId=7' });
    emit('Network.networkStatusChange', { connected: false, connectionType: 'none' });
    expect(messages.slice(1)).toEqual([
      { type: 'APP_URL_OPEN', payload: { url: 'lahap://platform/merchant?storeId=7' } },
      { type: 'NETWORK_STATUS', payload: { connected: false, connectionType: 'none' } },
    ]);
  });

  it('hands over the link that started the app once, not again on every page the app loads', async () => {
    const { plugins } = fakePlugins();
    const link = 'https://lahap.id/menuQr?qrCodeId=Q1';
    plugins.App.getLaunchUrl.mockResolvedValue({ url: link });
    const first = loadHost(plugins);
    ready(first.win);
    await expect.poll(() => first.messages).toEqual([{ type: 'APP_URL_OPEN', payload: { url: link } }]);
    const handled = first.win.sessionStorage.getItem('lahap-native:launch-url-handled');
    expect(handled).toBe(link);

    const next = loadHost(plugins, 'https://lahap.id/platform/merchant?storeId=1', {
      'lahap-native:launch-url-handled': handled!,
    });
    ready(next.win);
    await expect.poll(() => plugins.App.getLaunchUrl.mock.calls.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(next.messages).toEqual([]);
  });

  it('registers for push when allowed and sends the token as a start-up message', async () => {
    const { plugins, emit } = fakePlugins();
    const { win, call, messages } = loadHost(plugins);
    await expect.poll(() => plugins.PushNotifications.register.mock.calls.length).toBe(1);
    ready(win);
    const token = call('getPushToken');
    emit('PushNotifications.registration', { value: 'fcm-token-1' });
    await expect(token).resolves.toEqual({ code: 0, data: { token: 'fcm-token-1' } });
    expect(messages).toContainEqual({ type: 'PUSH_TOKEN', payload: { pushToken: 'fcm-token-1' } });

    plugins.PushNotifications.checkPermissions.mockResolvedValue({ receive: 'prompt' });
    expect((await call('getPushToken')).code).toBe(-4);
  });

  it('delivers a message sent back home once the home page loads', async () => {
    const { plugins } = fakePlugins();
    const onTop = loadHost(plugins, 'https://lahap.id/platform/flashDeal');
    await expect(
      onTop.call('sendBackHomeMessage', { type: 'COUPON_CLAIMED', payload: { id: 9 } }),
    ).resolves.toEqual({
      code: 0,
      data: null,
    });
    const kept = onTop.win.sessionStorage.getItem('lahap-native:back-home-message');
    expect(JSON.parse(kept!)).toEqual({ type: 'COUPON_CLAIMED', payload: { id: 9 } });

    // Elsewhere than home it waits; the home page, loading again, hears it once.
    expect(
      loadHost(plugins, 'https://lahap.id/platform/setting', { 'lahap-native:back-home-message': kept! })
        .messages,
    ).toEqual([]);
    const home = loadHost(plugins, 'https://lahap.id/', { 'lahap-native:back-home-message': kept! });
    ready(home.win);
    expect(home.messages).toEqual([{ type: 'COUPON_CLAIMED', payload: { id: 9 } }]);
    expect(home.win.sessionStorage.getItem('lahap-native:back-home-message')).toBeNull();
  });
});
