import styled from 'styled-components';
import { REMOTE_TITLES, SHELL_MESSAGES, theme, type PredictorExamType, type PredictorWidgetProps } from 'shared-contracts';
import { RemoteComponentView, forgetRemoteComponents, useRemoteComponent, useShell, type RemoteComponentState } from 'shared-contracts/react';
import { Button, Spinner } from 'shared-contracts/ui';
import { loadPredictorWidget, registerPredictors, type PredictorWidgetName } from './predictorsRemote';

export type { PredictorWidgetName } from './predictorsRemote';

/** What remote-predictors' widgets take: the shell contract's type. */
export type { PredictorWidgetProps } from 'shared-contracts';

export type PredictorWidgetState<P> = RemoteComponentState<P>;

/** Forget every loaded widget (tests; a new page load does this anyway). */
export function forgetPredictorWidgets(): void {
  forgetRemoteComponents('predictors/');
}

/**
 * Loads a predictor widget from the predictors remote (registered from shell.config.remotes.predictors).
 * `retry` re-registers the remote with force, so the runtime fetches its manifest again.
 */
export function usePredictorWidget<P = PredictorWidgetProps>(name: PredictorWidgetName): PredictorWidgetState<P> {
  const entry = useShell().config.remotes?.predictors;
  return useRemoteComponent<P>({
    id: `predictors/${name}`,
    label: `the ${name} widget`,
    load: async (retrying) => {
      if (!entry) throw new Error('No predictors remote in the runtime config');
      registerPredictors(entry, retrying);
      return loadPredictorWidget<P>(name);
    },
  });
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
  return (
    <RemoteComponentView
      remote={widget}
      label="A predictor widget"
      loading={<Spinner label="Loading the predictor..." />}
      failed={(retry) => <PredictorFailedPanel name={name} onRetry={retry} />}
    >
      {(Widget) => <Widget shell={shell} {...widgetProps} />}
    </RemoteComponentView>
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
