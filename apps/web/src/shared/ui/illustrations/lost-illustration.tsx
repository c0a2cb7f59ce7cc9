import { Frame, LINE, PRIMARY, type IllustrationProps } from './frame';

/** A pin with a question mark: page not found. */
export function LostIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <path d="M80 20c-18 0-32 13-32 31 0 22 32 55 32 55s32-33 32-55c0-18-14-31-32-31z" fill={PRIMARY} />
      <circle cx="80" cy="50" r="15" fill="#fff" />
      <path
        d="M75 46a5.5 5.5 0 1 1 7.5 5c-1.7.7-2.5 1.8-2.5 3.5M80 59v.5"
        stroke={PRIMARY}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M36 116c14-8 30-10 44-6s30 2 44-6"
        stroke={LINE}
        strokeWidth="3"
        strokeDasharray="5 6"
        fill="none"
      />
    </Frame>
  );
}
