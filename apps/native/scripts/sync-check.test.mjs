// Everything of the Android app short of compiling it (that needs the Android SDK: see README):
// `cap sync android` on the built web app, then what it produced and what the project declares.
// Run after the web build: `npm run test:sync -w @lahap/native`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HOST_SCRIPTS, PUBLIC_DIRS } from './copy-host.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(root, '../web/dist');
const android = join(root, 'android');
const assets = join(android, 'app/src/main/assets');
const read = (...parts) => readFileSync(join(...parts), 'utf8');
const readJson = (...parts) => JSON.parse(read(...parts));

/** The official plugins the host script calls, by the npm package that brings each. */
const OFFICIAL_PLUGINS = [
  '@capacitor/app',
  '@capacitor/app-launcher',
  '@capacitor/browser',
  '@capacitor/camera',
  '@capacitor/device',
  '@capacitor/geolocation',
  '@capacitor/network',
  '@capacitor/push-notifications',
  '@capacitor/share',
  '@capacitor/status-bar',
];

before(() => {
  assert.ok(existsSync(join(webDist, 'index.html')), 'build the web app first (npm run build)');
  // The default app URL, whatever the caller's shell says: the check pins what a release ships.
  const env = { ...process.env };
  delete env.LAHAP_APP_URL;
  execFileSync('npx', ['cap', 'sync', 'android'], { cwd: root, env, stdio: 'inherit' });
});

describe('cap sync android', () => {
  it('copies the built web app, every entry page with it', () => {
    for (const page of ['index.html', 'staff.html', 'ordering.html', 'manifest.webmanifest']) {
      assert.equal(read(PUBLIC_DIRS.android, page), read(webDist, page), page);
    }
  });

  it('puts the host scripts beside it, as they are in host/', () => {
    for (const script of HOST_SCRIPTS) {
      assert.equal(read(PUBLIC_DIRS.android, script), read(root, 'host', script), script);
    }
  });

  it('writes the app config: id, name, and the Lahap server it loads', () => {
    const config = readJson(assets, 'capacitor.config.json');
    assert.equal(config.appId, 'id.lahap.app');
    assert.equal(config.appName, 'Lahap');
    assert.deepEqual(config.server, { url: 'https://lahap.id', cleartext: false });
  });

  it('links every official plugin the host script uses into the Android build', () => {
    const plugins = readJson(assets, 'capacitor.plugins.json').map((plugin) => plugin.pkg);
    const gradle = read(android, 'app/capacitor.build.gradle');
    const settings = read(android, 'capacitor.settings.gradle');
    for (const pkg of OFFICIAL_PLUGINS) {
      assert.ok(plugins.includes(pkg), `${pkg} in capacitor.plugins.json`);
      const project = pkg.replace('@capacitor/', 'capacitor-');
      assert.match(
        gradle,
        new RegExp(`implementation project\\(':${project}'\\)`),
        `${project} in the app's build`,
      );
      assert.match(settings, new RegExp(`include ':${project}'`), `${project} in the settings`);
    }
  });
});

describe('the Android project', () => {
  it('carries the web app version: 2.5.5 is versionCode 2005005', () => {
    const version = readJson(root, '../../package.json').version;
    const [major, minor, patch] = version.split('.').map(Number);
    const gradle = read(android, 'app/build.gradle');
    assert.match(gradle, new RegExp(`versionName "${version.replaceAll('.', '\\.')}"`));
    assert.match(gradle, new RegExp(`versionCode ${major * 1_000_000 + minor * 1_000 + patch}\\b`));
  });

  it('opens store pages and table QR menus from App Links and the lahap:// scheme', () => {
    const manifest = read(android, 'app/src/main/AndroidManifest.xml');
    assert.match(manifest, /android:autoVerify="true"/);
    assert.match(manifest, /<data android:host="lahap\.id" \/>/);
    assert.match(manifest, /<data android:pathPrefix="\/platform\/merchant" \/>/);
    assert.match(manifest, /<data android:pathPrefix="\/menuQr" \/>/);
    assert.match(manifest, /<data android:scheme="@string\/custom_url_scheme" \/>/);
    assert.match(read(android, 'app/src/main/res/values/strings.xml'), /name="custom_url_scheme">lahap</);
    for (const permission of ['ACCESS_FINE_LOCATION', 'CAMERA', 'POST_NOTIFICATIONS', 'INTERNET']) {
      assert.match(manifest, new RegExp(`android\\.permission\\.${permission}"`), permission);
    }
  });

  it('registers LahapShell, which injects both host scripts in order', () => {
    const java = join(android, 'app/src/main/java/id/lahap/app');
    assert.match(
      read(java, 'MainActivity.java'),
      /registerPlugin\(LahapShellPlugin\.class\);\s+super\.onCreate/,
    );
    const plugin = read(java, 'LahapShellPlugin.java');
    const injected = [...plugin.matchAll(/injectScriptBeforeLoad\("([^"]+)"\)/g)].map((match) => match[1]);
    assert.deepEqual(injected, HOST_SCRIPTS);
    const methods = [...plugin.matchAll(/@PluginMethod\s+public void (\w+)/g)].map((match) => match[1]);
    const host = read(root, 'host/lahap-native-host.js');
    for (const used of host.matchAll(/plugin\('LahapShell'\)\.(\w+)/g)) {
      assert.ok(methods.includes(used[1]), `LahapShell.${used[1]} exists in Java`);
    }
  });
});
