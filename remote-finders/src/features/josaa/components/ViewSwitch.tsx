import { SegmentedControl, type SegmentOption } from 'shared-contracts/ui';
import type { FinderView } from '../model/form';

const VIEWS: readonly SegmentOption<FinderView>[] = [
  { value: 'round', label: 'Each round' },
  { value: 'seat', label: 'Each seat' },
];

/** "Each round" (a card per published cut-off, the spec's list) or "Each seat" (a card per seat with its rounds). */
export function ViewSwitch({ view, onChange }: { view: FinderView; onChange: (view: FinderView) => void }) {
  return <SegmentedControl legend="Show results" options={VIEWS} value={view} onChange={onChange} density="compact" width="content" />;
}
