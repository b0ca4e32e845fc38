/** The main navigation, in the spec's order. `end` keeps Home from matching every path. */
export const NAV_ITEMS = [
  { to: '/', label: 'Home', end: true },
  { to: '/rankings', label: 'Rankings', end: false },
  { to: '/college-finder', label: 'College Finder', end: false },
  { to: '/blogs', label: 'Blogs', end: false },
] as const;
