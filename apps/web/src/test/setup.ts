// Shared test setup for the web workspace: the app's i18n in its default language with every
// catalogue loaded (the app fetches most of them screen by screen), antd-mobile's React 19
// renderer, and a clean DOM and storage between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAntdRender } from '../shared/ui/antd-render';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { NAMESPACES } from '../shared/i18n/resources';
import { STATE_TIMEOUT_MS } from './wait';

configure({ asyncUtilTimeout: STATE_TIMEOUT_MS });
installAntdRender();
await initI18n('id-ID');
await i18n.loadNamespaces([...NAMESPACES]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
