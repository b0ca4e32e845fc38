import { useCallback, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { REMOTE_TITLES, SHELL_MESSAGES, type RemoteAppProps, type RemoteName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { loadRemoteApp } from './loadRemoteApp';
import { resetRemote } from './registerRemotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed' };

// Loaded apps are kept for the page's life, so moving between routes of one section does not reload it.
const loaded = new Map<RemoteName, ComponentType<RemoteAppProps>>();

/** Mounts one remote in its area: loading state, failure panel with Retry, and an error boundary. */
export function RemoteSection({ name, basePath }: { name: RemoteName; basePath: string }) {
  const shell = useShell();
  const cached = loaded.get(name);
  const [state, setState] = useState<LoadState>(cached ? { status: 'ready', App: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(name)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteApp(name).then(
      (App) => {
        loaded.set(name, App);
        if (!cancelled) setState({ status: 'ready', App });
      },
      (error: unknown) => {
        console.error(`Could not load the ${name} section`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [name, attempt]);

  const retry = useCallback(() => {
    loaded.delete(name);
    resetRemote(name, shell.config.remotes[name]);
    setAttempt((n) => n + 1);
  }, [name, shell.config.remotes]);

  if (state.status === 'loading') {
    return (
      <Panel role="status" aria-live="polite">
        <Spinner aria-hidden="true" /> Loading the {REMOTE_TITLES[name]}...
      </Panel>
    );
  }
  if (state.status === 'failed') return <FailedPanel name={name} onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary fallback={(_error, reset) => <FailedPanel name={name} onRetry={() => { reset(); retry(); }} />}>
      <App shell={shell} basePath={basePath} />
    </RemoteErrorBoundary>
  );
}

function FailedPanel({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <Panel role="alert" data-testid={`remote-failed-${name}`}>
      <h2>Something went wrong here</h2>
      <p>{SHELL_MESSAGES.sectionFailed(REMOTE_TITLES[name])} The rest of the site still works.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}

const Panel = styled.div`
  margin: 2rem auto;
  max-width: 640px;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  h2 { margin-top: 0; font-size: 1.25rem; }
`;

const Spinner = styled.span`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  margin-right: 0.5rem;
  vertical-align: -2px;
  border: 2px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin { to { transform: rotate(360deg); } }
`;

const RetryButton = styled.button`
  padding: 0.6rem 1.4rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  cursor: pointer;
`;
