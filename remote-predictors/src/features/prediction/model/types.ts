import type { PredictorExamType, PredictorWidgetProps } from 'shared-contracts';

export type { PredictorExamType };

/** What the visitor typed: a score or a percentile. */
export type InputType = 'score' | 'percentile';

/** Props of a widget inside this remote: the exposed ones add the shell; the standalone page links to the host's finder. */
export interface PredictorViewProps {
  onUseRank?: PredictorWidgetProps['onUseRank'];
  /** No onUseRank (standalone page): link to the host's finder with the rank instead. */
  linkToFinder?: boolean;
}
