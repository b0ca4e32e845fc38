// Exposed as ./MhtcetPredictor: default export taking PredictorWidgetProps (shell, optional onUseRank).
import type { PredictorWidgetProps } from 'shared-contracts';
import { MhtcetPredictor } from '../features/mhtcet';
import { WidgetFrame } from './WidgetFrame';

export default function MhtcetPredictorWidget({ shell, onUseRank }: PredictorWidgetProps) {
  return (
    <WidgetFrame shell={shell}>
      <MhtcetPredictor onUseRank={onUseRank} />
    </WidgetFrame>
  );
}
