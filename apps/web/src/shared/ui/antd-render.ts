import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();
let installed = false;

/**
 * antd-mobile renders Toast, Dialog and other imperative UI through ReactDOM.render, which
 * React 19 removed; without this they silently show nothing. It is installed on first use by
 * the wrappers that open such UI (toast.ts, dialog.ts), so it stays out of the first load;
 * calling it again does nothing.
 */
export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before the tree goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
