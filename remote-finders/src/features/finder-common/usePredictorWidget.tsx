import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { REMOTE_TITLES, SHELL_MESSAGES, theme, type PredictorExamType, type PredictorWidgetProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Button, Spinner } from 'shared-contracts/ui';
import { loadPredictorWidget, registerPredictors, type PredictorWidgetName } from './predictorsRemote';

export type { PredictorWidgetName } from './predictorsRemote';

/** What remote-predictors' widgets take: the shell contract's type. */
export type { PredictorWidgetProps } from 'shared-contracts';

export type PredictorWidgetState<P> =
  | { status: 'loading'; Component: null; retry: () => void }
  | { status: 'ready'; Component: ComponentType<P>; retry: () => void }
  | { status: 'failed'; Component: null; retry: () => void };

// Loaded widgets stay for the page's life: switching tabs back and forth does not load them again.
const loaded = new Map<PredictorWidgetName, ComponentType<never>>();

/** Forget every loaded widget (tests; a new page load does this anyway). */
export function forgetPredictorWidgets(): void {
  loaded.clear();
}

/**
 * Loads a predictor widget from the predictors remote (registered from shell.config.remotes.predictors).
 * `retry` re-registers the remote with force, so the runtime fetches its manifest again.
 */
export function usePredictorWidget<P = PredictorWidgetProps>(name: PredictorWidgetName): PredictorWidgetState<P> {
  const shell = useShell();
  const entry = shell.config.remotes?.predictors;
  const cached = loaded.get(name) as ComponentType<P> | undefined;
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; Component: ComponentType<P> | null }>(
    cached ? { status: 'ready', Component: cached } : { status: 'loading', Component: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const known = loaded.get(name) as ComponentType<P> | undefined;
    if (known) {
      setState({ status: 'ready', Component: known });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'loading', Component: null });
    (async () => {
      if (!entry) throw new Error('No predictors remote in the runtime config');
      registerPredictors(entry, attempt > 0);
      return loadPredictorWidget<P>(name);
    })().then(
      (widget) => {
        loaded.set(name, widget as ComponentType<never>);
        if (!cancelled) setState({ status: 'ready', Component: widget });
      },
      (error: unknown) => {
        console.error(`Could not load the ${name} widget`, error);
        if (!cancelled) setState({ status: 'failed', Component: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [name, entry, attempt]);

  const retry = useCallback(() => {
    loaded.delete(name);
    setAttempt((n) => n + 1);
  }, [name]);

  return { ...state, retry } as PredictorWidgetState<P>;
}

class WidgetBoundary extends Component<{ fallback: (reset: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('A predictor widget failed while rendering', error);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/** The friendly panel shown where a widget could not be loaded (or crashed); the rest of the page works. */
export function PredictorFailedPanel({ onRetry, name }: { onRetry: () => void; name: PredictorWidgetName }) {
  return (
    <Panel role="alert" data-testid={`predictor-failed-${name}`}>
      <h2>The predictor is not available right now</h2>
      <p>{SHELL_MESSAGES.sectionFailed(REMOTE_TITLES.predictors)} The college finder still works.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}

// The finders mount the JEE widgets with a handler for the JEE exams; the MHT-CET one with a handler that
// reads the rank only, which fits this type too.
type JeeExam = Exclude<PredictorExamType, 'mhtcet'>;

export interface PredictorWidgetHostProps {
  name: PredictorWidgetName;
  /** Props for the widget besides the shell (e.g. onUseRank). */
  widgetProps?: Omit<PredictorWidgetProps<JeeExam>, 'shell'> & Record<string, unknown>;
}

/** Mounts a predictor widget: loading state, error boundary, failure panel with Retry. */
export function PredictorWidget({ name, widgetProps = {} }: PredictorWidgetHostProps) {
  const shell = useShell();
  const widget = usePredictorWidget<PredictorWidgetProps<JeeExam> & Record<string, unknown>>(name);
  if (widget.status === 'loading') return <Spinner label="Loading the predictor..." />;
  if (widget.status === 'failed') return <PredictorFailedPanel name={name} onRetry={widget.retry} />;
  const Widget = widget.Component;
  return (
    <WidgetBoundary
      fallback={(reset) => (
        <PredictorFailedPanel
          name={name}
          onRetry={() => {
            reset();
            widget.retry();
          }}
        />
      )}
    >
      <Widget shell={shell} {...widgetProps} />
    </WidgetBoundary>
  );
}

const Panel = styled.div`
  max-width: 40rem;
  margin: 1rem auto;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${theme.colors.muted};
  }
`;
