import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './product-gallery';

const PICTURE = '/api/images/demo/voucher.jpg';

/** The server's drawing of a shared voucher link, its picture arrived. */
function addDrawing(): void {
  const hero = document.createElement('div');
  hero.id = FIRST_PAINT_HERO_ID;
  const image = document.createElement('img');
  image.setAttribute('src', `${PICTURE}?w=780`);
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: 780 });
  hero.append(image);
  document.body.prepend(hero);
}
const drawing = () => document.getElementById(FIRST_PAINT_HERO_ID);

afterEach(() => {
  drawing()?.remove();
  vi.restoreAllMocks();
});

describe('the voucher gallery and the drawing of a shared link', () => {
  it('asks for the picture the server drew, and lets the drawing go once its own copy is decoded', async () => {
    let decoded: () => void = () => undefined;
    const decode = vi
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    addDrawing();
    render(<ProductGallery images={[PICTURE, '/api/images/demo/photo.jpg']} name="Paket" />);
    const [first] = screen.getAllByTestId('product-gallery-image');
    expect(first?.getAttribute('src')).toBe(`${PICTURE}?w=780`);
    expect(drawing()).not.toBeNull();

    fireEvent.load(first!);
    expect(decode).toHaveBeenCalledOnce();
    expect(drawing()).not.toBeNull();
    act(() => decoded());
    await waitFor(() => expect(drawing()).toBeNull());
  });

  it('lets the drawing go at once when its first picture fails', () => {
    addDrawing();
    render(<ProductGallery images={[PICTURE]} name="Paket" />);
    fireEvent.error(screen.getByTestId('product-gallery-image'));
    expect(drawing()).toBeNull();
  });

  it('lets the drawing go at once when the voucher has no picture of its own', () => {
    addDrawing();
    render(<ProductGallery images={['not-an-image-address']} name="Paket" />);
    expect(screen.queryByTestId('product-gallery-image')).toBeNull();
    expect(drawing()).toBeNull();
  });
});
