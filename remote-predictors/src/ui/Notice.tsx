import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

const Box = styled.div<{ $tone: NoticeTone }>`
  margin: 0;
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
`;

/** A coloured message box. Errors are alerts; the others sit inside a live region already, so they carry no role. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : undefined} data-tone={tone}>
      <p>{children}</p>
    </Box>
  );
}
