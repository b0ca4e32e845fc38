import { SegmentedControl } from '../../../ui';
import type { MhtcetMode } from '../model/form';
import { MHTCET_LABELS as L } from '../model/labels';

const MODES = [
  ['rank', L.modeRank],
  ['percentile', L.modePercentile],
] as const;

/** Rank / Percentile as a two-button radio group. */
export function ModeToggle({ mode, onChange }: { mode: MhtcetMode; onChange: (mode: MhtcetMode) => void }) {
  return <SegmentedControl legend={L.modeLegend} options={MODES} value={mode} onChange={onChange} />;
}
