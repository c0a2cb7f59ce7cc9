import { useEffect, useState } from 'react';

/** Where the site is: its path (`/menuQr` or `/menuQr/order`) and query. */
export interface PageAddress {
  pathname: string;
  search: string;
}

const CHANGED = 'lahap-ordering-address';

function current(): PageAddress {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Moves the site to another of its pages in place (the menu to an order's page): the history
 * gets the entry, so the back button returns to the menu.
 */
export function goToPage(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGED));
}

/** The page's address, following goToPage and the back and forward buttons; `initial` until either. */
export function usePageAddress(initial: PageAddress): PageAddress {
  const [address, setAddress] = useState(initial);
  useEffect(() => {
    const follow = () => setAddress(current());
    window.addEventListener('popstate', follow);
    window.addEventListener(CHANGED, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(CHANGED, follow);
    };
  }, []);
  return address;
}
