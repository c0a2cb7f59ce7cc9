// What the shell tells the page without being asked (apps/web/src/shared/bridge/native-messages.ts):
//
//   window.dispatchEvent(new CustomEvent('lahap-native-message', { detail: { type, payload } }))
//
// PUSH_TOKEN when the push service hands the app a token, HARDWARE_BACK for Android's back
// button (the page decides: its own history, a toast, or leaving the app), APP_URL_OPEN for a
// deep link that opened the app, NETWORK_STATUS when the connection changes, and a message a
// page sent back home (sendBackHomeMessage). Messages wait until the page says its listeners are
// in place ('lahap-web-ready'), so none is lost while the web app starts.
// Injected before lahap-native-host.js, which uses window.LahapNativeEvents.
(function (win) {
  'use strict';
  if (win.LahapNativeEvents) return;

  var MESSAGE_EVENT = 'lahap-native-message';
  var READY_EVENT = 'lahap-web-ready';
  var BACK_HOME_KEY = 'lahap-native:back-home-message';
  var LAUNCH_URL_KEY = 'lahap-native:launch-url-handled';
  var PUSH_TOKEN_WAIT_MS = 10000;

  var ready = false;
  var queue = [];
  var token = null;
  var tokenWaiters = [];

  function send(type, payload) {
    var detail = payload === undefined ? { type: type } : { type: type, payload: payload };
    if (!ready) {
      queue.push(detail);
      return;
    }
    win.dispatchEvent(new win.CustomEvent(MESSAGE_EVENT, { detail: detail }));
  }

  win.addEventListener(READY_EVENT, function () {
    if (ready) return;
    ready = true;
    queue.splice(0).forEach(function (detail) {
      win.dispatchEvent(new win.CustomEvent(MESSAGE_EVENT, { detail: detail }));
    });
  });

  function ignore() {}

  function plugins() {
    return (win.Capacitor && win.Capacitor.Plugins) || {};
  }

  function receiveToken(value) {
    if (!value) return;
    token = value;
    tokenWaiters.splice(0).forEach(function (waiter) {
      waiter.resolve(value);
    });
    send('PUSH_TOKEN', { pushToken: value });
  }

  /** The push token, registering for one if the app has none yet. */
  function pushToken() {
    if (token) return Promise.resolve(token);
    var push = plugins().PushNotifications;
    if (!push) return Promise.reject(new Error('Push notifications are not in this app version'));
    return new Promise(function (resolve, reject) {
      var waiter = { resolve: resolve };
      tokenWaiters.push(waiter);
      setTimeout(function () {
        var index = tokenWaiters.indexOf(waiter);
        if (index < 0) return;
        tokenWaiters.splice(index, 1);
        reject(new Error('No push token yet'));
      }, PUSH_TOKEN_WAIT_MS);
      push.register().catch(reject);
    });
  }

  function keepBackHomeMessage(message) {
    win.sessionStorage.setItem(BACK_HOME_KEY, JSON.stringify(message));
  }

  /** A message a page on top sent back: handed to the home page once it is loaded again. */
  function deliverBackHomeMessage() {
    var kept = win.sessionStorage.getItem(BACK_HOME_KEY);
    if (!kept || win.location.pathname !== '/') return;
    win.sessionStorage.removeItem(BACK_HOME_KEY);
    try {
      var message = JSON.parse(kept);
      send(message.type, message.payload);
    } catch {
      // A message that cannot be read is dropped, never delivered half.
    }
  }

  function listen() {
    var p = plugins();
    if (p.App) {
      // A listener on backButton stops Capacitor's own handling: the page decides.
      p.App.addListener('backButton', function (event) {
        send('HARDWARE_BACK', { canGoBack: event.canGoBack === true });
      });
      p.App.addListener('appUrlOpen', function (event) {
        send('APP_URL_OPEN', { url: event.url });
      });
      // A link that started the app opened it on its start page; once per launch, not again
      // on every page the webview loads afterwards.
      p.App.getLaunchUrl().then(function (launch) {
        if (!launch || !launch.url || win.sessionStorage.getItem(LAUNCH_URL_KEY) === launch.url) return;
        win.sessionStorage.setItem(LAUNCH_URL_KEY, launch.url);
        send('APP_URL_OPEN', { url: launch.url });
      }, ignore);
    }
    if (p.PushNotifications) {
      p.PushNotifications.addListener('registration', function (event) {
        receiveToken(event.value);
      });
      // A build without the push service's config refuses to register: no token, nothing else.
      p.PushNotifications.checkPermissions()
        .then(function (permission) {
          if (permission.receive === 'granted') return p.PushNotifications.register();
        })
        .catch(ignore);
    }
    if (p.Network) {
      p.Network.addListener('networkStatusChange', function (status) {
        send('NETWORK_STATUS', { connected: status.connected, connectionType: status.connectionType });
      });
    }
    deliverBackHomeMessage();
  }

  win.LahapNativeEvents = {
    send: send,
    pushToken: pushToken,
    keepBackHomeMessage: keepBackHomeMessage,
  };

  // Capacitor's own scripts come first in the same injection: its plugins are there already.
  listen();
})(window);
