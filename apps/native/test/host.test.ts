import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakePlugins, loadHost } from './host-fixture.js';

/** The bridge methods the web app calls (apps/web/src/shared/bridge/bridge.ts), read from its source. */
const WEB_BRIDGE_METHODS = [
  ...readFileSync(join(import.meta.dirname, '../../web/src/shared/bridge/bridge.ts'), 'utf8').matchAll(
    /invoke(?:<[^(]*>)?\('(\w+)'/g,
  ),
].map((match) => match[1]!);

describe('the host script', () => {
  it('answers every method of the web bridge, and -2 for any other', async () => {
    expect(WEB_BRIDGE_METHODS.length).toBeGreaterThanOrEqual(30);
    const { plugins, emit } = fakePlugins();
    const { call } = loadHost(plugins);
    emit('PushNotifications.registration', { value: 'fcm-token-1' });
    for (const method of WEB_BRIDGE_METHODS) {
      const answer = await call(method, { url: 'https://example.com/', count: 1, userId: 'u' });
      expect({ method, code: answer.code === -2 ? answer : 'implemented' }).toEqual({
        method,
        code: 'implemented',
      });
    }
    await expect(call('teleport')).resolves.toEqual({ code: -2, message: 'teleport is not implemented' });
  });

  it('reads location with the permission codes: -4 never asked, -5 refused, -7 no fix', async () => {
    const { plugins } = fakePlugins();
    const { call } = loadHost(plugins);
    await expect(call('getCurrentPosition', { enableHighAccuracy: true, timeoutMs: 5000 })).resolves.toEqual({
      code: 0,
      data: { latitude: -6.2, longitude: 106.8, accuracy: 12, isSimulated: false },
    });
    expect(plugins.Geolocation.getCurrentPosition).toHaveBeenCalledWith({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    });

    plugins.Geolocation.checkPermissions.mockResolvedValue({
      location: 'prompt-with-rationale',
      coarseLocation: 'prompt',
    });
    expect((await call('getCurrentPosition')).code).toBe(-4);
    plugins.Geolocation.checkPermissions.mockResolvedValue({ location: 'denied', coarseLocation: 'denied' });
    expect((await call('getCurrentPosition')).code).toBe(-5);
    await expect(call('checkLocationPermission')).resolves.toEqual({
      code: 0,
      data: { location: 'denied', coarseLocation: 'denied' },
    });

    plugins.Geolocation.checkPermissions.mockResolvedValue({ location: 'prompt', coarseLocation: 'granted' });
    plugins.Geolocation.getCurrentPosition.mockRejectedValue(new Error('Location services are not enabled'));
    await expect(call('getCurrentPosition')).resolves.toEqual({
      code: -7,
      message: 'Location services are not enabled',
    });
  });

  it('takes and picks photos only with permission, and says which', async () => {
    const { plugins } = fakePlugins();
    const { call } = loadHost(plugins);
    await expect(call('takePhoto')).resolves.toEqual({
      code: 0,
      data: { webPath: 'blob:photo', mimeType: 'image/png' },
    });
    await expect(call('pickPhotos', { limit: 3 })).resolves.toEqual({
      code: 0,
      data: [{ webPath: 'blob:a', mimeType: 'image/jpeg' }],
    });
    expect(plugins.Camera.pickImages).toHaveBeenCalledWith({ limit: 3, quality: 90 });

    plugins.Camera.checkPermissions.mockResolvedValue({ camera: 'denied', photos: 'denied' });
    expect((await call('takePhoto')).code).toBe(-5);
    expect((await call('pickPhotos')).code).toBe(-5);
    await expect(call('checkAlbumPermission')).resolves.toEqual({ code: 0, data: { state: 'denied' } });
    await call('requestCameraPermission');
    expect(plugins.Camera.requestPermissions).toHaveBeenLastCalledWith({ permissions: ['camera'] });
  });

  it('lists the app permissions and maps the share and launch outcomes', async () => {
    const { plugins } = fakePlugins();
    const { call } = loadHost(plugins);
    plugins.Camera.checkPermissions.mockResolvedValue({ camera: 'prompt-with-rationale', photos: 'granted' });
    plugins.PushNotifications.checkPermissions.mockResolvedValue({ receive: 'denied' });
    await expect(call('getAppPermissions')).resolves.toEqual({
      code: 0,
      data: [
        { name: 'location', state: 'granted' },
        { name: 'camera', state: 'prompt' },
        { name: 'photos', state: 'granted' },
        { name: 'notifications', state: 'denied' },
      ],
    });

    plugins.AppLauncher.openUrl.mockResolvedValue({ completed: false });
    await expect(call('shareToWhatsApp', { text: 'Diskon', url: 'https://lahap.id/x' })).resolves.toEqual({
      code: 0,
      data: { outcome: 'appNotInstalled' },
    });
    expect(plugins.AppLauncher.openUrl).toHaveBeenLastCalledWith({
      url: `whatsapp://send?text=${encodeURIComponent('Diskon https://lahap.id/x')}`,
    });
    expect((await call('openLink', { url: 'intent://nothing' })).code).toBe(-1);
    await expect(call('launchApp', { url: 'gojek://' })).resolves.toEqual({
      code: 0,
      data: { launched: false },
    });

    plugins.Share.share.mockRejectedValue(new Error('Share canceled'));
    await expect(call('shareSystem', { url: 'https://lahap.id/x' })).resolves.toEqual({
      code: 0,
      data: { outcome: 'cancelled' },
    });
  });

  it('answers -2 for what this app version lacks, and -4 when notifications are off for the badge', async () => {
    const { plugins } = fakePlugins();
    const withoutShell: Partial<typeof plugins> = { ...plugins };
    delete withoutShell.LahapShell;
    const { call } = loadHost(withoutShell);
    await expect(call('getSafeAreaHeight')).resolves.toEqual({
      code: -2,
      message: 'LahapShell is not in this app version',
    });

    const shell = loadHost(plugins);
    await expect(shell.call('getSafeAreaHeight')).resolves.toEqual({
      code: 0,
      data: { top: 24, bottom: 16 },
    });
    plugins.LahapShell.setBadge.mockRejectedValue(
      Object.assign(new Error('Notifications are off'), { code: 'NO_PERMISSION' }),
    );
    await expect(shell.call('setBadge', { count: 3 })).resolves.toEqual({
      code: -4,
      message: 'Notifications are off',
    });
  });

  it('reports the client and device as the web app reads them', async () => {
    const { call } = loadHost(fakePlugins().plugins);
    await expect(call('getClientInfo')).resolves.toEqual({
      code: 0,
      data: { id: 'id.lahap.app', versionName: '2.5.5', versionCode: 2005005, realVersionName: '2.5.5' },
    });
    const device = await call('getDeviceInfo');
    expect(device).toMatchObject({
      code: 0,
      data: {
        model: 'Pixel 8',
        brand: 'Google',
        osType: 0,
        androidVersion: '14',
        androidVersionCode: 34,
        deviceId: 'android-id-1',
        country: 'ID',
      },
    });
  });

  it('sets the bar with the icon colour the page asks for', async () => {
    const { plugins } = fakePlugins();
    const { call } = loadHost(plugins);
    await call('setNavigationBar', { style: 'light', backgroundColor: '#d63c22', hidden: false });
    expect(plugins.StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(plugins.StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#d63c22' });
    expect(plugins.StatusBar.show).toHaveBeenCalled();
    expect(plugins.StatusBar.hide).not.toHaveBeenCalled();
  });
});
