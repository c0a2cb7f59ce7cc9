/** The avatar shown until the user uploads one: a friendly face on the brand tint. */
export function DefaultAvatar({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill="var(--lahap-color-primary-soft)" />
      <circle cx="28" cy="22" r="10" fill="var(--lahap-color-primary)" opacity="0.85" />
      <path
        d="M10 48c3-9 10-13 18-13s15 4 18 13a28 28 0 0 1-36 0z"
        fill="var(--lahap-color-primary)"
        opacity="0.85"
      />
      <circle cx="24.5" cy="21" r="1.4" fill="var(--lahap-color-surface)" />
      <circle cx="31.5" cy="21" r="1.4" fill="var(--lahap-color-surface)" />
      <path
        d="M24.5 25.5q3.5 3 7 0"
        stroke="var(--lahap-color-surface)"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
