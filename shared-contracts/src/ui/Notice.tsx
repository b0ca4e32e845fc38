import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

/**
 * Which notices announce themselves: 'urgent' (errors and warnings are alerts, the rest polite status
 * messages), 'polite' (only errors are alerts), 'region' (only errors are alerts; the rest carry no role
 * because the region around them already announces).
 */
export type NoticeLive = 'urgent' | 'polite' | 'region';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  live?: NoticeLive;
  /** A control beside the message (e.g. Retry); the message takes the free width and wraps above it. */
  action?: ReactNode;
  testId?: string;
  /** For a page that spaces or sizes its notices (styled(Notice)). */
  className?: string;
}

const TONES: Record<NoticeTone, { background: string; color: string; border: string }> = {
  error: { background: theme.colors.dangerBg, color: theme.colors.danger, border: theme.colors.dangerBorder },
  warning: { background: theme.colors.warningBg, color: theme.colors.warning, border: theme.colors.warningBorder },
  success: { background: theme.colors.successBg, color: theme.colors.successText, border: theme.colors.successBorder },
  info: { background: theme.colors.primaryLight, color: theme.colors.primaryDark, border: theme.colors.primaryBorder },
};

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  line-height: 1.45;
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`;

function roleOf(tone: NoticeTone, live: NoticeLive): 'alert' | 'status' | undefined {
  if (tone === 'error' || (tone === 'warning' && live === 'urgent')) return 'alert';
  return live === 'region' ? undefined : 'status';
}

/** A coloured message box, with an optional control beside the message. */
export function Notice({ tone, children, live = 'urgent', action, testId, className }: NoticeProps) {
  return (
    <Box $tone={tone} role={roleOf(tone, live)} data-tone={tone} data-testid={testId} className={className}>
      <p>{children}</p>
      {action}
    </Box>
  );
}
