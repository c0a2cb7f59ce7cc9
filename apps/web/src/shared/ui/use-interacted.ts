import { useEffect, useState } from 'react';

/** Whatever a person does to start using a page: touching, clicking, scrolling, typing. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

/**
 * True once the person has touched, scrolled or typed since the component mounted. Listened for
 * in the capture phase on the document: the app's screens scroll inside their shells, not the
 * window.
 */
export function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, options);
    };
    function onInteraction() {
      setInteracted(true);
      stop();
    }
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, options);
    return stop;
  }, []);
  return interacted;
}
