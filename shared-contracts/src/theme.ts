// The one theme every remote renders with (provided by the host, or by a remote's standalone page).
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryLight: '#dbeafe',
    primaryBorder: '#bfdbfe',
    /** The faintest blue: a selected row, an information panel. */
    primaryFaint: '#eff6ff',
    /** Text and strokes on a coloured or dark fill. */
    onPrimary: '#ffffff',
    accent: '#f59e0b',
    accentLight: '#fcd34d',
    accentHover: '#fbbf24',
    /** A search match inside a suggestion or a filtered row. */
    highlight: '#fde68a',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    borderSoft: '#e2e8f0',
    borderLight: '#e5e7eb',
    placeholder: '#9ca3af',
    surface: '#ffffff',
    /** Table headers and panels set off from the page. */
    surfaceMuted: '#f8fafc',
    surfaceStripe: '#fafbfc',
    surfaceHover: '#f9fafb',
    background: '#f3f4f6',
    success: '#047857',
    successText: '#065f46',
    successBg: '#d1fae5',
    successBorder: '#a7f3d0',
    warning: '#92400e',
    warningBg: '#fef3c7',
    warningBorder: '#fde68a',
    danger: '#b91c1c',
    dangerBg: '#fee2e2',
    dangerBorder: '#fecaca',
    dangerBorderStrong: '#fca5a5',
    dangerText: '#991b1b',
    high: '#047857',
    medium: '#b45309',
    low: '#b91c1c',
    footerBackground: '#0f172a',
    footerText: '#cbd5e1',
    footerLink: '#e2e8f0',
    footerMuted: '#94a3b8',
    footerBorder: '#475569',
    footerDivider: '#1e293b',
  },
  /** Colours that tell categories apart (blog categories, NIRF metrics, competitiveness levels). */
  palette: {
    blue: '#2563eb',
    green: '#059669',
    violet: '#7c3aed',
    red: '#dc2626',
    amber: '#d97706',
    pink: '#db2777',
    brown: '#7c2d12',
    slate: '#374151',
    gray: '#6b7280',
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(0,0,0,0.12)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  breakpoints: { mobile: 768 },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;
export const media = { mobile: `@media (max-width: ${theme.breakpoints.mobile}px)` } as const;

/**
 * The header's row between the phone layout (768 px and below: a menu button) and the full one, for the app's
 * header and the prerendered copy of it. Everything on one line, with the brand's name, takes ~1,170 px of
 * the 1,200 px container: narrower than that the name is left to the mark (read out still), and below 960 px
 * Support and Shortlist show their icons only; the row then needs ~690 px.
 */
const wide = `@media (min-width: ${theme.breakpoints.mobile + 1}px)`;
export const headerMedia = {
  /** Wider than the phone layout: the name stays on one line (on a phone it may wrap beside the buttons). */
  wide,
  withoutBrandName: `${wide} and (max-width: 1199px)`,
  iconsOnly: `${wide} and (max-width: 959px)`,
} as const;

/** Styles that hide an element from sight but not from assistive technology (a label the eye does without). */
export const visuallyHidden = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';
