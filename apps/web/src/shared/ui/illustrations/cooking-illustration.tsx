import { Frame, ACCENT, INK, PRIMARY, type IllustrationProps } from './frame';

/** A steaming pot and a clock: coming soon. */
export function CookingIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <g stroke={PRIMARY} strokeWidth="4" strokeLinecap="round" fill="none" opacity="0.55">
        <path d="M66 40c-6-7 6-12 0-20" />
        <path d="M80 36c-7-8 7-14 0-24" />
        <path d="M94 40c-6-7 6-12 0-20" />
      </g>
      <rect x="40" y="52" width="80" height="10" rx="5" fill={INK} />
      <path d="M44 62h72v30a18 18 0 0 1-18 18H62a18 18 0 0 1-18-18z" fill={PRIMARY} />
      <path d="M30 70h14m72 0h14" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <path d="M56 80h48" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.5" />
      <circle cx="124" cy="40" r="12" fill="#fff" stroke={ACCENT} strokeWidth="3" />
      <path d="M124 33v7l5 3" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" fill="none" />
    </Frame>
  );
}
