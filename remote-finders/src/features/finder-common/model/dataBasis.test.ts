import type { FinderDataBasis } from 'shared-contracts';
import { dataBasisText, fewerRoundsText, josaaRoundName } from './dataBasis';

const josaa2026: FinderDataBasis = { source: 'JoSAA', year: 2026, round: null, rounds: [1, 2, 3, 4, 5], previous_year: { year: 2025, rounds: [1, 2, 3, 4, 5, 6] } };
const capRound = (round: number) => `CAP Round ${['I', 'II', 'III', 'IV'][round - 1]}`;

describe('the data a finder answer rests on', () => {
  it('names the source, year, the round searched and the latest published round', () => {
    expect(dataBasisText({ ...josaa2026, round: 5 }, josaaRoundName)).toBe('Based on JoSAA 2026, round 5 (the latest published).');
    expect(dataBasisText({ ...josaa2026, round: 2 }, josaaRoundName)).toBe('Based on JoSAA 2026, round 2 (round 5 is the latest published).');
    expect(dataBasisText(josaa2026, josaaRoundName)).toBe('Based on JoSAA 2026, rounds 1-5 (round 5 is the latest published).');
    const cap: FinderDataBasis = { source: 'MHT-CET CAP', year: 2025, round: null, rounds: [1, 3] };
    expect(dataBasisText(cap, capRound)).toBe('Based on MHT-CET CAP 2025, CAP Round I and CAP Round III (CAP Round III is the latest published).');
    expect(dataBasisText({ ...cap, rounds: [] }, capRound)).toBe('No MHT-CET CAP 2025 cut-offs of this kind are published yet.');
  });

  it('says a year has fewer rounds than the year before, instead of showing an empty round', () => {
    expect(fewerRoundsText(josaa2026, josaaRoundName)).toBe('JoSAA 2026 published 5 rounds; 2025 had 6, so 2026 has no round 6.');
    const { previous_year: _none, ...alone } = josaa2026;
    expect(fewerRoundsText(alone, josaaRoundName)).toBeNull();
  });
});
