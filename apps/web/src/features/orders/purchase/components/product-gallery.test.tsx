import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFirstPaintDrawing, firstPaintDrawing } from '@/shared/first-paint/first-paint-fixtures';
import { ProductGallery } from './product-gallery';

const PICTURE = '/api/images/demo/voucher.jpg';

/** Where a shared voucher link's HTML drew the picture from. */
const DRAWN = `${PICTURE}?w=780`;

afterEach(() => {
  firstPaintDrawing()?.remove();
  vi.restoreAllMocks();
});

describe('the voucher gallery and the drawing of a shared link', () => {
  it('asks for the picture the server drew, and lets the drawing go once its own copy is decoded', async () => {
    let decoded: () => void = () => undefined;
    const decode = vi
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    addFirstPaintDrawing(DRAWN);
    render(<ProductGallery images={[PICTURE, '/api/images/demo/photo.jpg']} name="Paket" />);
    const [first] = screen.getAllByTestId('product-gallery-image');
    expect(first?.getAttribute('src')).toBe(DRAWN);
    expect(firstPaintDrawing()).not.toBeNull();

    fireEvent.load(first!);
    expect(decode).toHaveBeenCalledOnce();
    expect(firstPaintDrawing()).not.toBeNull();
    act(() => decoded());
    await waitFor(() => expect(firstPaintDrawing()).toBeNull());
  });

  it('lets the drawing go at once when its first picture fails', () => {
    addFirstPaintDrawing(DRAWN);
    render(<ProductGallery images={[PICTURE]} name="Paket" />);
    fireEvent.error(screen.getByTestId('product-gallery-image'));
    expect(firstPaintDrawing()).toBeNull();
  });

  it('lets the drawing go at once when the voucher has no picture of its own', () => {
    addFirstPaintDrawing(DRAWN);
    render(<ProductGallery images={['not-an-image-address']} name="Paket" />);
    expect(screen.queryByTestId('product-gallery-image')).toBeNull();
    expect(firstPaintDrawing()).toBeNull();
  });
});
