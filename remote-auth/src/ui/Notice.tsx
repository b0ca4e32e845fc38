import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

const Box = styled.div<{ $tone: NoticeTone }>`
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid transparent;
  line-height: 1.45;
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? `background: ${theme.colors.dangerBg}; color: ${theme.colors.danger}; border-color: #fecaca;`
      : $tone === 'warning'
        ? `background: ${theme.colors.warningBg}; color: ${theme.colors.warning}; border-color: #fde68a;`
        : $tone === 'success'
          ? `background: #d1fae5; color: #065f46; border-color: #a7f3d0;`
          : `background: ${theme.colors.primaryLight}; color: ${theme.colors.primaryDark}; border-color: #bfdbfe;`}
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.35rem;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** A coloured message box: errors and warnings are alerts, the others polite status messages. */
export function Notice({ tone, children, testId }: { tone: NoticeTone; children: ReactNode; testId?: string }) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box $tone={tone} role={role} data-tone={tone} data-testid={testId}>
      {children}
    </Box>
  );
}
