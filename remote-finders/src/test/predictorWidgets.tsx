// Page tests show the predictor tabs without a federation runtime. Importing this module (before the page
// under test) replaces finder-common's federation loader with Jest mocks that each test file programs.
jest.mock('../features/finder-common/predictorsRemote', () => ({
  registerPredictors: jest.fn(),
  loadPredictorWidget: jest.fn(),
}));

import { loadPredictorWidget, registerPredictors } from '../features/finder-common/predictorsRemote';

export { forgetPredictorWidgets } from '../features/finder-common/usePredictorWidget';
export const mockedLoadPredictorWidget = loadPredictorWidget as jest.Mock;
export const mockedRegisterPredictors = registerPredictors as jest.Mock;

/** A predictor widget with one predicted rank: its button hands the rank to the page, as the real widgets do. */
export function fakePredictorWidget(rank: number, examType: string) {
  return function FakePredictorWidget({ onUseRank }: { onUseRank?: (rank: number, examType: string) => void }) {
    return (
      <button type="button" onClick={() => onUseRank?.(rank, examType)}>
        Use predicted rank {rank}
      </button>
    );
  };
}
