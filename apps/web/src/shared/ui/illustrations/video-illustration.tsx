import { Frame, ACCENT, INK, PRIMARY, type IllustrationProps } from './frame';

/** A phone playing a video: the video feed. */
export function VideoIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <rect x="52" y="18" width="56" height="100" rx="10" fill="#fff" stroke={INK} strokeWidth="3" />
      <rect x="58" y="28" width="44" height="72" rx="4" fill={PRIMARY} />
      <path d="M74 52v20l16-10z" fill="#fff" />
      <path d="M120 40c-4-5-12-2-10 4 1 4 10 9 10 9s9-5 10-9c2-6-6-9-10-4z" fill={PRIMARY} opacity="0.8" />
      <circle cx="36" cy="56" r="8" fill={ACCENT} />
      <path d="M33 53v6l5-3z" fill="#fff" />
    </Frame>
  );
}
