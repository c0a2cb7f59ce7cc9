import type { SVGProps } from 'react';

/** A cook's pot, for the kitchen's way in on the counter (a line icon like shared/ui/icons). */
export function KitchenIcon(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M4 11h16v5a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-5ZM2 11h2M20 11h2M9 4v3M12 3v4M15 4v3" />
    </svg>
  );
}
