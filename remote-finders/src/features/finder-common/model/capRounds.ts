import { MHTCET_ROUNDS, mhtcetRoundLabel, type FilterOption } from 'shared-contracts';

/** Every CAP round, for when a year's own round list cannot be read (MHT-CET and state-wise finders alike). */
export const ALL_CAP_ROUNDS: FilterOption[] = MHTCET_ROUNDS.map((round) => ({ value: String(round), label: mhtcetRoundLabel(round) }));
