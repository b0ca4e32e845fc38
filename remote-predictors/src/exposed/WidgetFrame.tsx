import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme, type ShellContract } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';

/**
 * What an exposed widget brings along so it works wherever it is mounted: the shell it was given and the
 * shared theme (styled-components is a federation singleton, so nesting it under the host's is harmless).
 */
export function WidgetFrame({ shell, children }: { shell: ShellContract; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ShellProvider shell={shell}>{children}</ShellProvider>
    </ThemeProvider>
  );
}
