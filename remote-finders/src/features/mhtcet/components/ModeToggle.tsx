import styled from 'styled-components';
import { SegmentedControl, type SegmentOption } from 'shared-contracts/ui';
import type { MhtcetMode } from '../model/form';
import { MHTCET_LABELS as L } from '../model/labels';

const MODES: readonly SegmentOption<MhtcetMode>[] = [
  { value: 'rank', label: L.modeRank },
  { value: 'percentile', label: L.modePercentile },
];

/** Rank / Percentile as a two-button radio group. */
export function ModeToggle({ mode, onChange }: { mode: MhtcetMode; onChange: (mode: MhtcetMode) => void }) {
  return (
    <Spaced>
      <SegmentedControl legend={L.modeLegend} options={MODES} value={mode} onChange={onChange} density="compact" width="content" />
    </Spaced>
  );
}

const Spaced = styled.div`
  margin-bottom: 1rem;
`;
