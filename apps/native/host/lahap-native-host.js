// The shell's side of the web app's native bridge (apps/web/src/shared/bridge/native-host.ts):
// Capacitor injects this file into every page before the page's own scripts, and it defines
//
//   window.LahapNative.call(method, argsJson) → Promise<string>
//
// answering the JSON of {code, data?, message?} with the bridge codes of packages/contract
// (bridge.ts). Each method is carried out by an official Capacitor plugin or by the app's own
// LahapShell plugin (android/…/LahapShellPlugin.java), reached through window.Capacitor.Plugins.
// Plain script, no imports: it runs as it is, on Android now and on iOS later.
(function (win) {
  'use strict';
  if (win.LahapNative) return;

  var CODES = {
    ok: 0,
    generic: -1,
    notImplemented: -2,
    noPermission: -4,
    permissionDenied: -5,
    locationUnavailable: -7,
  };

  function failure(code, message) {
    var error = new Error(message);
    error.bridgeCode = code;
    return error;
  }

  /** A plugin of this build, or -2 when the app (an older one, or iOS) has none by that name. */
  function plugin(name) {
    var plugins = (win.Capacitor && win.Capacitor.Plugins) || {};
    if (!plugins[name]) throw failure(CODES.notImplemented, name + ' is not in this app version');
    return plugins[name];
  }

  /** Capacitor's "prompt-with-rationale" is still a question the app may ask. */
  function stateOf(value) {
    return value === 'granted' || value === 'denied' ? value : 'prompt';
  }

  /** -4 when never granted, -5 when the person said no; nothing when granted. */
  function requireGranted(state, what) {
    if (state === 'denied') throw failure(CODES.permissionDenied, what + ' permission denied');
    if (state !== 'granted') throw failure(CODES.noPermission, 'No ' + what + ' permission');
  }

  function messageOf(error) {
    return (error && error.message) || String(error);
  }

  /** Capacitor rejects a closed picker or share sheet with a "cancel…" message. */
  function isCancel(error) {
    return /cancel/i.test(messageOf(error));
  }

  async function locationPermission(ask) {
    var answer = await plugin('Geolocation')[ask]();
    return { location: stateOf(answer.location), coarseLocation: stateOf(answer.coarseLocation) };
  }

  async function cameraPermission(ask, alias) {
    var answer = await plugin('Camera')[ask](
      ask === 'requestPermissions' ? { permissions: [alias] } : undefined,
    );
    return { state: stateOf(answer[alias]) };
  }

  async function pushPermission(ask) {
    var answer = await plugin('PushNotifications')[ask]();
    return { state: stateOf(answer.receive) };
  }

  function imageOf(photo) {
    return { webPath: photo.webPath, mimeType: 'image/' + (photo.format || 'jpeg') };
  }

  function shareText(content) {
    return [content.text || content.title, content.url].filter(Boolean).join(' ');
  }

  /** lahap-native-events.js, injected just before this file. */
  function events() {
    if (!win.LahapNativeEvents)
      throw failure(CODES.notImplemented, 'Native events are not in this app version');
    return win.LahapNativeEvents;
  }

  function isSameOrigin(url) {
    try {
      return new URL(url, win.location.href).origin === win.location.origin;
    } catch {
      return false;
    }
  }

  var methods = {
    getCurrentPosition: async function (args) {
      var geolocation = plugin('Geolocation');
      var permission = await geolocation.checkPermissions();
      var states = [stateOf(permission.location), stateOf(permission.coarseLocation)];
      requireGranted(states.indexOf('granted') >= 0 ? 'granted' : states[0], 'Location');
      try {
        var position = await geolocation.getCurrentPosition({
          enableHighAccuracy: args.enableHighAccuracy === true,
          timeout: args.timeoutMs || 10000,
          maximumAge: 0,
        });
        var coords = position.coords;
        return {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
          isSimulated: false,
        };
      } catch (error) {
        // Granted, yet no fix: location services off, or no signal in time.
        throw failure(CODES.locationUnavailable, messageOf(error));
      }
    },
    checkLocationPermission: function () {
      return locationPermission('checkPermissions');
    },
    requestLocationPermission: function () {
      return locationPermission('requestPermissions');
    },
    takePhoto: async function () {
      requireGranted((await cameraPermission('checkPermissions', 'camera')).state, 'Camera');
      return imageOf(await plugin('Camera').getPhoto({ source: 'CAMERA', resultType: 'uri', quality: 90 }));
    },
    checkCameraPermission: function () {
      return cameraPermission('checkPermissions', 'camera');
    },
    requestCameraPermission: function () {
      return cameraPermission('requestPermissions', 'camera');
    },
    pickPhotos: async function (args) {
      if ((await cameraPermission('checkPermissions', 'photos')).state === 'denied') {
        throw failure(CODES.permissionDenied, 'Photos permission denied');
      }
      var picked = await plugin('Camera').pickImages({ limit: args.limit || 0, quality: 90 });
      return picked.photos.map(imageOf);
    },
    checkAlbumPermission: function () {
      return cameraPermission('checkPermissions', 'photos');
    },
    requestAlbumPermission: function () {
      return cameraPermission('requestPermissions', 'photos');
    },
    checkPushPermission: function () {
      return pushPermission('checkPermissions');
    },
    requestPushPermission: async function () {
      var permission = await pushPermission('requestPermissions');
      // Granted: register, so the token arrives as a start-up message (lahap-native-events.js).
      if (permission.state === 'granted') await plugin('PushNotifications').register();
      return permission;
    },
    getPushToken: async function () {
      requireGranted((await pushPermission('checkPermissions')).state, 'Notification');
      return { token: await events().pushToken() };
    },
    getAppPermissions: async function () {
      var location = await locationPermission('checkPermissions');
      var camera = await plugin('Camera').checkPermissions();
      var push = await pushPermission('checkPermissions');
      return [
        { name: 'location', state: location.location === 'granted' ? 'granted' : location.coarseLocation },
        { name: 'camera', state: stateOf(camera.camera) },
        { name: 'photos', state: stateOf(camera.photos) },
        { name: 'notifications', state: push.state },
      ];
    },
    openLink: async function (args) {
      var opened = await plugin('AppLauncher').openUrl({ url: args.url });
      if (!opened.completed) throw failure(CODES.generic, 'Nothing can open ' + args.url);
      return null;
    },
    openInAppBrowser: async function (args) {
      await plugin('Browser').open({ url: args.url });
      return null;
    },
    // One webview: a page of the app opens on top of the current one (history keeps the way
    // back); any other site opens in the in-app browser.
    openWebView: async function (args) {
      if (!isSameOrigin(args.url)) return methods.openInAppBrowser(args);
      win.location.assign(args.url);
      return null;
    },
    canLaunchApp: async function (args) {
      return { available: (await plugin('AppLauncher').canOpenUrl({ url: args.url })).value === true };
    },
    launchApp: async function (args) {
      return { launched: (await plugin('AppLauncher').openUrl({ url: args.url })).completed === true };
    },
    getSafeAreaHeight: function () {
      return plugin('LahapShell').getSafeArea();
    },
    setNavigationBar: async function (args) {
      var bar = plugin('StatusBar');
      if (args.hidden === true) await bar.hide();
      if (args.hidden === false) await bar.show();
      if (args.backgroundColor) await bar.setBackgroundColor({ color: args.backgroundColor });
      // The option names the icons' colour; Capacitor's style names the bar's.
      if (args.style) await bar.setStyle({ style: args.style === 'light' ? 'DARK' : 'LIGHT' });
      return null;
    },
    // The home page hears the message when it loads again (lahap-native-events.js).
    sendBackHomeMessage: async function (message) {
      events().keepBackHomeMessage(message);
      win.location.assign('/');
      return null;
    },
    getClientInfo: async function () {
      var info = await plugin('App').getInfo();
      return {
        id: info.id,
        versionName: info.version,
        versionCode: Number(info.build),
        realVersionName: info.version,
      };
    },
    getDeviceInfo: async function () {
      var device = plugin('Device');
      var info = await device.getInfo();
      var id = (await device.getId()).identifier;
      var language = (await device.getLanguageTag()).value;
      var platform = info.platform === 'android' ? 0 : info.platform === 'ios' ? 1 : null;
      return {
        model: info.model,
        height: win.screen.height,
        width: win.screen.width,
        brand: info.manufacturer,
        hardwareType: info.isVirtual ? 'emulator' : 'phone',
        locale: language,
        country: language.split('-')[1] || '',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        markRegion: language.split('-')[1] || '',
        osType: platform,
        androidVersion: platform === 0 ? info.osVersion : '',
        androidVersionCode: platform === 0 ? info.androidSDKVersion || null : null,
        iosVersionCode: platform === 1 ? info.iOSVersion + '' : '',
        dfp: '',
        adId: '',
        apid: '',
        duid: id,
        guid: '',
        ouid: '',
        deviceId: id,
      };
    },
    setBadge: function (args) {
      return plugin('LahapShell')
        .setBadge({ count: Math.max(0, Math.floor(args.count || 0)) })
        .then(function () {
          return null;
        });
    },
    getNetworkStatus: async function () {
      var status = await plugin('Network').getStatus();
      var type = status.connectionType;
      return {
        connected: status.connected === true,
        connectionType: type === 'wifi' || type === 'cellular' || type === 'none' ? type : 'unknown',
      };
    },
    setNativeUserId: async function (args) {
      await plugin('LahapShell').setUserId({ userId: String(args.userId) });
      return null;
    },
    clearNativeUserId: async function () {
      await plugin('LahapShell').clearUserId();
      return null;
    },
    shareToWhatsApp: async function (content) {
      var opened = await plugin('AppLauncher').openUrl({
        url: 'whatsapp://send?text=' + encodeURIComponent(shareText(content)),
      });
      return { outcome: opened.completed ? 'shared' : 'appNotInstalled' };
    },
    shareSystem: async function (content) {
      try {
        await plugin('Share').share({
          title: content.title,
          text: content.text,
          url: content.url || content.imageUrl,
        });
        return { outcome: 'shared' };
      } catch (error) {
        if (isCancel(error)) return { outcome: 'cancelled' };
        throw error;
      }
    },
    exitApp: async function () {
      await plugin('App').exitApp();
      return null;
    },
  };

  /** LahapShell rejects with "NO_PERMISSION" where the person has not allowed what it needs. */
  function codeOf(error) {
    if (error && typeof error.bridgeCode === 'number') return error.bridgeCode;
    return error && error.code === 'NO_PERMISSION' ? CODES.noPermission : CODES.generic;
  }

  async function answer(method, argsJson) {
    if (!Object.prototype.hasOwnProperty.call(methods, method)) {
      return { code: CODES.notImplemented, message: method + ' is not implemented' };
    }
    try {
      var args = argsJson ? JSON.parse(argsJson) : {};
      var data = await methods[method](args || {});
      return { code: CODES.ok, data: data === undefined ? null : data };
    } catch (error) {
      return { code: codeOf(error), message: messageOf(error) };
    }
  }

  win.LahapNative = {
    call: function (method, argsJson) {
      return answer(method, argsJson).then(JSON.stringify);
    },
  };
})(window);
