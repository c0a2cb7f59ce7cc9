import type { ReactElement } from 'react';
import type { HomeTabKey } from '@/shared/config/paths';

interface TabIconProps {
  active: boolean;
}

const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function HomeTabIcon({ active }: TabIconProps) {
  return (
    <svg {...common} fill={active ? 'currentColor' : 'none'} stroke="currentColor">
      <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-6v6H5A1.5 1.5 0 0 1 3.5 19z" />
      {active && <path d="M9 20.5v-6h6v6" fill="#fff" stroke="none" />}
    </svg>
  );
}

function ExploreTabIcon({ active }: TabIconProps) {
  return (
    <svg {...common} fill="none" stroke="currentColor">
      <circle cx="12" cy="12" r="8.5" fill={active ? 'currentColor' : 'none'} />
      <path
        d="m15.5 8.5-2 5-5 2 2-5z"
        fill={active ? '#fff' : 'none'}
        stroke={active ? '#fff' : 'currentColor'}
      />
    </svg>
  );
}

function OrdersTabIcon({ active }: TabIconProps) {
  return (
    <svg {...common} fill="none" stroke="currentColor">
      <path
        d="M5.5 3.5h13v17l-2.2-1.4-2.1 1.4-2.2-1.4-2.2 1.4-2.1-1.4-2.2 1.4z"
        fill={active ? 'currentColor' : 'none'}
      />
      <path d="M9 8.5h6M9 12h6M9 15.5h3.5" stroke={active ? '#fff' : 'currentColor'} />
    </svg>
  );
}

function AccountTabIcon({ active }: TabIconProps) {
  return (
    <svg {...common} fill={active ? 'currentColor' : 'none'} stroke="currentColor">
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.6-4 3.7-6.5 7.5-6.5s6.9 2.5 7.5 6.5z" />
    </svg>
  );
}

export const TAB_ICONS: Record<HomeTabKey, (props: TabIconProps) => ReactElement> = {
  home: HomeTabIcon,
  exploreFeeds: ExploreTabIcon,
  order: OrdersTabIcon,
  account: AccountTabIcon,
};
