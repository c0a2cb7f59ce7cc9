import { Frame, LINE, PRIMARY } from '@/shared/ui/illustrations/frame';

/**
 * A paid voucher with a check mark, in the shared illustration frame. The check takes the
 * surrounding text colour (the success green of its wrapper). Decorative.
 */
export function PaidIllustration() {
  return (
    <Frame size={144}>
      <path
        d="M34 40h92v18a8 8 0 0 0 0 16v18H34V74a8 8 0 0 0 0-16z"
        fill="#fff"
        stroke={PRIMARY}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M100 44v44" stroke={LINE} strokeWidth="3" strokeDasharray="4 5" />
      <circle cx="66" cy="66" r="18" fill="currentColor" />
      <path
        d="m57 66 6 6 12-12"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

/** A shop front: where the voucher is used. Decorative. */
export function StoreIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 10v10h16V10" />
      <path d="M3 4h18l-1.5 6a3 3 0 0 1-5.5 0 3 3 0 0 1-5.5 0 3 3 0 0 1-5.5 0z" />
      <path d="M10 20v-5h4v5" />
    </svg>
  );
}
