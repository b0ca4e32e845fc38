import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_READY_ATTRIBUTE, REMOTE_TITLES, SHELL_MESSAGES, type RemoteAppProps, type RemoteName, theme } from 'shared-contracts';
import { RemoteComponentView, useRemoteComponent, useShell } from 'shared-contracts/react';
import { loadRemoteApp } from './loadRemoteApp';
import { dropPrerenderedContent, prerenderedContentFor, readerPosition, restoreReaderPosition, scrollToPlace } from './prerenderedContent';
import { resetRemote } from './registerRemotes';

/** Mounts one remote in its area: loading state, failure panel with Retry, and an error boundary. */
export function RemoteSection({ name, basePath }: { name: RemoteName; basePath: string }) {
  const shell = useShell();
  const { pathname } = useLocation();
  const entry = shell.config.remotes[name];
  const remote = useRemoteComponent<RemoteAppProps>({
    id: `${name}/App`,
    label: `the ${name} section`,
    load: (retrying) => {
      // Retry: the runtime forgets the remote, so it fetches its manifest and entry again.
      if (retrying) resetRemote(name, entry);
      return loadRemoteApp(name);
    },
  });

  // A failed remote shows its panel, not a stale prerendered copy.
  useEffect(() => {
    if (remote.status === 'failed') dropPrerenderedContent();
  }, [remote.status]);

  const prerendered = prerenderedContentFor(pathname);
  return (
    <RemoteComponentView
      remote={remote}
      label="A section"
      loading={
        prerendered ? (
          <PrerenderedContent nodes={prerendered} />
        ) : (
          <Panel role="status" aria-live="polite">
            <Spinner aria-hidden="true" /> Loading the {REMOTE_TITLES[name]}...
          </Panel>
        )
      }
      failed={(retry) => <FailedPanel name={name} onRetry={retry} />}
    >
      {(App) => (
        <UntilReady prerendered={prerendered}>
          <App shell={shell} basePath={basePath} />
        </UntilReady>
      )}
    </RemoteComponentView>
  );
}

/** Longest a prerendered copy stays up while the remote's page is not marked ready. */
const PRERENDERED_MAX_MS = 8000;

/**
 * The remote's page, kept hidden behind the prerendered copy of the same page (when there is one) until
 * it marks its content ready (PAGE_READY_ATTRIBUTE), so the reader never sees its loading state.
 */
function UntilReady({ prerendered, children }: { prerendered: Node[] | null; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(prerendered === null);
  // Where the reader was in the copy (scrolled, or a contents link followed) when the page became ready.
  const readerAt = useRef<ReturnType<typeof readerPosition> | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (revealed || !element) return undefined;
    const reveal = () => {
      // Taken now, before the page's own effects run: one that scrolls must not move the reader of the copy.
      readerAt.current = readerPosition();
      dropPrerenderedContent();
      setRevealed(true);
    };
    const isReady = () => element.querySelector(`[${PAGE_READY_ATTRIBUTE}="true"]`) !== null;
    if (isReady()) {
      reveal();
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (isReady()) reveal();
    });
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: [PAGE_READY_ATTRIBUTE] });
    const timer = window.setTimeout(reveal, PRERENDERED_MAX_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [revealed]);
  // The live page takes the copy's place with the reader at the same spot.
  useLayoutEffect(() => {
    const at = readerAt.current;
    if (!revealed || !at) return;
    readerAt.current = null;
    // The address as it is now: a contents link in the copy may have been followed after the page was ready.
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? [...(box.current?.querySelectorAll('[id]') ?? [])].find((element) => element.id === id) : undefined;
    if (target) target.scrollIntoView({ block: 'start' });
    else if (!(at.place && box.current && scrollToPlace(box.current, at.place)) && at.y > 0) window.scrollTo(0, at.y);
  }, [revealed]);
  return (
    <>
      {!revealed && prerendered && <PrerenderedContent nodes={prerendered} />}
      {/* display: contents keeps the wrapper out of the layout. */}
      <div ref={box} style={{ display: revealed ? 'contents' : 'none' }}>
        {children}
      </div>
    </>
  );
}

/** The prerendered page's content, shown while its remote loads. */
function PrerenderedContent({ nodes }: { nodes: Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.replaceChildren(...nodes);
    restoreReaderPosition(box);
  }, [nodes]);
  return <div ref={ref} aria-busy="true" data-testid="prerendered-content" />;
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
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  text-align: center;
  h2 { margin-top: 0; font-size: 1.25rem; }
`;

const Spinner = styled.span`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  margin-right: 0.5rem;
  vertical-align: -2px;
  border: 2px solid ${theme.colors.primaryLight};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin { to { transform: rotate(360deg); } }
`;

const RetryButton = styled.button`
  padding: 0.6rem 1.4rem;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  cursor: pointer;
`;
