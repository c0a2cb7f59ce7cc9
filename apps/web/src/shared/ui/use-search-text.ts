import { SEARCH_DEBOUNCE_MS } from '@lahap/contract/constants';
import { sanitizeSearchText } from '@lahap/contract/discovery/search-text';
import { useCallback, useEffect, useState } from 'react';

/**
 * A search box's text (spec §5 "Store search text"): `input` follows every keystroke, `query`
 * is the cleaned text to search with, updated 500 ms after typing stops or at once on
 * `submit` (Enter) and `clear`.
 */
export function useSearchText(initial = '') {
  const [input, setInput] = useState(initial);
  const [query, setQuery] = useState(() => sanitizeSearchText(initial));

  useEffect(() => {
    const cleaned = sanitizeSearchText(input);
    if (cleaned === query) return;
    const timer = setTimeout(() => setQuery(cleaned), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query]);

  const submit = useCallback(
    (text?: string) => {
      const next = text ?? input;
      if (text !== undefined) setInput(text);
      const cleaned = sanitizeSearchText(next);
      setQuery(cleaned);
      return cleaned;
    },
    [input],
  );

  const clear = useCallback(() => {
    setInput('');
    setQuery('');
  }, []);

  return { input, setInput, query, submit, clear };
}
