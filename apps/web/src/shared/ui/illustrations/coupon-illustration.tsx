import { Frame, ACCENT, LINE, PRIMARY, PRIMARY_SOFT, type IllustrationProps } from './frame';

/** A discount coupon: deals that need an account. */
export function CouponIllustration({ size }: IllustrationProps) {
  return (
    <Frame size={size}>
      <path
        d="M30 46h100v16a8 8 0 0 0 0 16v16H30V78a8 8 0 0 0 0-16z"
        fill="#fff"
        stroke={PRIMARY}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M98 50v40" stroke={LINE} strokeWidth="3" strokeDasharray="4 5" />
      <path d="M50 82 74 58" stroke={PRIMARY} strokeWidth="4" strokeLinecap="round" />
      <circle cx="52" cy="60" r="5" fill={ACCENT} />
      <circle cx="72" cy="80" r="5" fill={ACCENT} />
      <circle cx="114" cy="70" r="6" fill={PRIMARY_SOFT} stroke={PRIMARY} strokeWidth="2" />
    </Frame>
  );
}
