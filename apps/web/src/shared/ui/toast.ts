/**
 * Toasts without putting antd-mobile's Toast (and its animation library) in the first
 * bundle: it is fetched on the first toast, together with antd-mobile's React 19 renderer.
 */
export function showToast(message: string, durationMs?: number): void {
  void Promise.all([
    import('antd-mobile/es/components/toast'),
    import('./antd-render').then(({ installAntdRender }) => installAntdRender()),
  ]).then(([{ default: Toast }]) => {
    Toast.show({ content: message, duration: durationMs });
  });
}
