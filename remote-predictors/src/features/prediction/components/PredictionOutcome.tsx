import styled from 'styled-components';
import type { PredictionResponse } from 'shared-contracts';
import type { PredictorExamType, PredictorViewProps } from '../model/types';
import { PredictionResult } from './PredictionResult';
import { Notice } from 'shared-contracts/ui';

// Always in the page (a live region must exist before its content arrives); it takes no room while empty.
const Region = styled.div`
  &:not(:empty) {
    margin-top: 1.1rem;
  }
`;

/** The live region under the form: the error or the result, announced politely when they appear. */
export function PredictionOutcome({
  loading,
  error,
  result,
  exam,
  emphasis,
  onUseRank,
  linkToFinder,
}: {
  loading: boolean;
  error: string | null;
  result: PredictionResponse | null;
  exam: PredictorExamType;
  emphasis: 'percentile' | 'rank';
} & PredictorViewProps) {
  return (
    <Region aria-live="polite" aria-busy={loading || undefined}>
      {error && <Notice live="region" tone="error">{error}</Notice>}
      {result && <PredictionResult result={result} exam={exam} emphasis={emphasis} onUseRank={onUseRank} linkToFinder={linkToFinder} />}
    </Region>
  );
}
