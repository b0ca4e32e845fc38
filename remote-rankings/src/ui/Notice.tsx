import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

export type NoticeTone = 'info' | 'warning' | 'error';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid transparent;
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? `background: ${theme.colors.dangerBg}; color: ${theme.colors.danger}; border-color: #fecaca;`
      : $tone === 'warning'
        ? `background: ${theme.colors.warningBg}; color: ${theme.colors.warning}; border-color: #fde68a;`
        : `background: ${theme.colors.primaryLight}; color: ${theme.colors.primaryDark}; border-color: #bfdbfe;`}
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/** A coloured message box; errors are alerts, the rest are polite status messages. */
export function Notice({ tone, children, action }: { tone: NoticeTone; children: ReactNode; action?: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
      {action}
    </Box>
  );
}
