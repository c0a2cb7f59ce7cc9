/**
 * Runs `callback` once the page has loaded and the browser is idle, at the latest `timeoutMs`
 * after the load: work that must not compete with the first page's requests and rendering.
 * Safari has no requestIdleCallback; there a task after the load event's does. Answers a
 * function that cancels whatever has not run yet.
 */
export function afterLoadWhenIdle(callback: () => void, timeoutMs: number): () => void {
  let cancelIdle = (): void => undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(callback, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
