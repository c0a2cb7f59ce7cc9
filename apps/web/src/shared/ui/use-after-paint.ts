import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame this component first rendered in, then true.
 * Something that can wait for the page to show (a hint over it, say) mounts then, so its own
 * work and the layout it measures run in a task of their own instead of lengthening the
 * render that puts the page on screen.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a timer set from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
