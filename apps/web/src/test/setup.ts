// Shared test setup for the web workspace: the app's i18n in its default language, antd-mobile's
// React 19 renderer, and a clean DOM and storage between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAntdRender } from '../shared/ui/antd-render';
import { initI18n } from '../shared/i18n/i18n';

// Lazy screens import their chunk on first render; on a busy CI machine that can take longer
// than the library's 1 s default, which would fail a correct test.
configure({ asyncUtilTimeout: 5_000 });
installAntdRender();
await initI18n('id-ID');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
