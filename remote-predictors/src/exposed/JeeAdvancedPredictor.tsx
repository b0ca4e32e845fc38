// Exposed as ./JeeAdvancedPredictor: default export taking PredictorWidgetProps (shell, optional onUseRank).
import type { PredictorWidgetProps } from 'shared-contracts';
import { JeeAdvancedPredictor } from '../features/jee-advanced';
import { WidgetFrame } from './WidgetFrame';

export default function JeeAdvancedPredictorWidget({ shell, onUseRank }: PredictorWidgetProps) {
  return (
    <WidgetFrame shell={shell}>
      <JeeAdvancedPredictor onUseRank={onUseRank} />
    </WidgetFrame>
  );
}
