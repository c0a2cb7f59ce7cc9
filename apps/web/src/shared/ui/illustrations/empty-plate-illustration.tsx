import { Frame, ACCENT, CREAM, INK, LINE, PRIMARY, type IllustrationProps } from './frame';

/** An empty plate with cutlery: nothing to list. */
export function EmptyPlateIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <ellipse cx="80" cy="92" rx="44" ry="14" fill="#fff" stroke={LINE} strokeWidth="3" />
      <ellipse cx="80" cy="90" rx="28" ry="8" fill={CREAM} stroke={LINE} strokeWidth="2" />
      <path
        d="M26 46v22m-5-22v10a5 5 0 0 0 10 0V46m-5 22v32"
        stroke={INK}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M134 46c-7 0-9 10-9 18s4 10 9 10v26"
        stroke={INK}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="104" cy="38" r="4" fill={ACCENT} />
      <circle cx="58" cy="30" r="3" fill={PRIMARY} opacity="0.6" />
    </Frame>
  );
}
