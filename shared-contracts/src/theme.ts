// The one theme every remote renders with (provided by the host, or by a remote's standalone page).
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryLight: '#dbeafe',
    primaryBorder: '#bfdbfe',
    accent: '#f59e0b',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    surface: '#ffffff',
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
    high: '#047857',
    medium: '#b45309',
    low: '#b91c1c',
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(0,0,0,0.12)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  breakpoints: { mobile: 768 },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;
export const media = { mobile: '@media (max-width: 768px)' } as const;
