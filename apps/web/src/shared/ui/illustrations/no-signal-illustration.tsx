import { Frame, INK, PRIMARY, type IllustrationProps } from './frame';

/** A crossed-out signal: offline. */
export function NoSignalIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <g fill="none" stroke={INK} strokeWidth="6" strokeLinecap="round">
        <path d="M42 62a54 54 0 0 1 76 0" opacity="0.35" />
        <path d="M54 76a36 36 0 0 1 52 0" opacity="0.55" />
        <path d="M66 90a18 18 0 0 1 28 0" />
      </g>
      <circle cx="80" cy="104" r="6" fill={INK} />
      <path d="M48 40l64 72" stroke={PRIMARY} strokeWidth="7" strokeLinecap="round" />
    </Frame>
  );
}
