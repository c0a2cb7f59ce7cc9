import { Frame, ACCENT, LINE, PRIMARY, type IllustrationProps } from './frame';

/** A cracked bowl: something failed. */
export function BrokenBowlIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <path d="M32 70h96c0 30-20 48-48 48S32 100 32 70z" fill="#fff" stroke={LINE} strokeWidth="3" />
      <path d="M80 70l-6 14 9 8-6 14" stroke={PRIMARY} strokeWidth="3" strokeLinejoin="round" fill="none" />
      <path d="M44 62c6-12 20-20 36-20s30 8 36 20" fill={ACCENT} opacity="0.85" />
      <circle cx="114" cy="32" r="12" fill={PRIMARY} />
      <path d="M114 25v8m0 5v1" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </Frame>
  );
}
