// The shell context every remote reads the shell from, and the global style: on every page (the host's
// first page included), so it holds nothing else.
import { createContext, useContext, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { theme } from '../theme';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig, type ShellContract } from '../shell';

const ShellContext = createContext<ShellContract | null>(null);

export function ShellProvider({ shell, children }: { shell: ShellContract; children: ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContract {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside a ShellProvider (the host or a standalone page provides it)');
  return shell;
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font-family: ${theme.font}; color: ${theme.colors.text}; background: ${theme.colors.background}; line-height: 1.5; }
  a { color: ${theme.colors.primary}; }
  button, input, select { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); border: 0; }
`;

export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
