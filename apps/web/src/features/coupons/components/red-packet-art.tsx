/** A closed red packet with a gold seal, for a packet whose activity has no picture. Decorative. */
export function RedPacketArt({ size = 120 }: { size?: number }) {
  return (
    <svg viewBox="0 0 120 140" width={size} height={(size * 140) / 120} aria-hidden="true" focusable="false">
      <rect x="14" y="8" width="92" height="124" rx="12" fill="#b4301a" />
      <path
        d="M14 20a12 12 0 0 1 12-12h68a12 12 0 0 1 12 12v22c-14 12-30 18-46 18S28 54 14 42z"
        fill="#d63c22"
      />
      <circle cx="60" cy="60" r="17" fill="#f4a62a" stroke="#fff3dc" strokeWidth="3" />
      <path d="M53 60h14M60 53v14" stroke="#b4301a" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M30 104h60M38 116h44" stroke="#f4a62a" strokeWidth="3" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}
