/**
 * The shared frame of the spot illustrations for empty, error and status screens: a soft
 * circle and a ground shadow in the palette, so every state screen feels part of the same
 * app. One file per illustration keeps each screen's bundle to the drawing it shows.
 * Decorative: screen readers skip them.
 */
import type { ReactNode } from 'react';

export const PRIMARY = '#d63c22';
export const PRIMARY_SOFT = '#fdebe5';
export const ACCENT = '#f4a62a';
export const CREAM = '#fff7f2';
export const LINE = '#e8dcd4';
export const INK = '#5f5650';

export interface IllustrationProps {
  size?: number;
}

export function Frame({ children, size = 160 }: { children: ReactNode; size?: number }) {
  return (
    <svg viewBox="0 0 160 140" width={size} height={(size * 140) / 160} aria-hidden="true" focusable="false">
      <circle cx="80" cy="66" r="58" fill={PRIMARY_SOFT} />
      <ellipse cx="80" cy="128" rx="46" ry="6" fill={LINE} opacity="0.7" />
      {children}
    </svg>
  );
}
