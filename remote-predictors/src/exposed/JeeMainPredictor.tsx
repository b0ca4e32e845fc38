// Exposed as ./JeeMainPredictor: default export taking PredictorWidgetProps (shell, optional onUseRank).
import type { PredictorWidgetProps } from 'shared-contracts';
import { JeeMainPredictor } from '../features/jee-main';
import { WidgetFrame } from './WidgetFrame';

export default function JeeMainPredictorWidget({ shell, onUseRank }: PredictorWidgetProps) {
  return (
    <WidgetFrame shell={shell}>
      <JeeMainPredictor onUseRank={onUseRank} />
    </WidgetFrame>
  );
}
