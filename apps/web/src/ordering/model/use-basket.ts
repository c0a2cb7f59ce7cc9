import { useCallback, useState } from 'react';
import { addToBasket, readBasket, setBasketQuantity, writeBasket, type BasketLine } from './basket';

/** A QR code's basket on this phone: kept in local storage, so a reload or a second visit finds it. */
export function useBasket(qrCodeId: string) {
  const [lines, setLines] = useState<BasketLine[]>(() => readBasket(qrCodeId));

  const change = useCallback(
    (next: (lines: BasketLine[]) => BasketLine[]) =>
      setLines((current) => {
        const changed = next(current);
        writeBasket(qrCodeId, changed);
        return changed;
      }),
    [qrCodeId],
  );

  return {
    lines,
    add: useCallback((line: BasketLine) => change((current) => addToBasket(current, line)), [change]),
    setQuantity: useCallback(
      (key: string, quantity: number) => change((current) => setBasketQuantity(current, key, quantity)),
      [change],
    ),
    clear: useCallback(() => change(() => []), [change]),
  };
}
export type Basket = ReturnType<typeof useBasket>;
