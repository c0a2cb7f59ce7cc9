import type DialogType from 'antd-mobile/es/components/dialog';

/**
 * antd-mobile's Dialog, fetched on first use together with its React 19 renderer (see
 * antd-render.ts), so neither weighs on the first page. Open imperative dialogs through this
 * rather than importing Dialog directly, or under React 19 they silently show nothing.
 */
export async function loadDialog(): Promise<typeof DialogType> {
  const [{ default: Dialog }] = await Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('./antd-render').then(({ installAntdRender }) => installAntdRender()),
  ]);
  return Dialog;
}
