// What a finder page says about the data its answer rests on ("Based on JoSAA 2026, round 5 (the latest
// published)"), and, when the year before had more rounds, that the missing round does not exist rather
// than that it is empty.
import type { FinderDataBasis } from 'shared-contracts';

/** How rounds are named in the sentence: "round 5" / "rounds 1-5" (JoSAA), "CAP Round III" (MHT-CET). */
export interface RoundName {
  (round: number): string;
  /** Three or more rounds that follow each other, when the source has a short form for them. */
  range?: (first: number, last: number) => string;
}

export const josaaRoundName: RoundName = Object.assign((round: number) => `round ${round}`, {
  range: (first: number, last: number) => `rounds ${first}-${last}`,
});

/** A range when the rounds follow each other and the naming has one, a list otherwise. */
function roundsText(rounds: number[], name: RoundName): string {
  const consecutive = rounds.every((round, i) => i === 0 || round === rounds[i - 1] + 1);
  if (rounds.length > 2 && consecutive && name.range) return name.range(rounds[0], rounds[rounds.length - 1]);
  const names = rounds.map((round) => name(round));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The sentence naming the data: source, year, the round(s) searched, and the latest published round. */
export function dataBasisText(basis: FinderDataBasis, name: RoundName): string {
  const { source, year, round, rounds } = basis;
  if (rounds.length === 0) return `No ${source} ${year} cut-offs of this kind are published yet.`;
  const latest = rounds[rounds.length - 1];
  if (round === null) {
    const which = rounds.length === 1 ? `${name(latest)} (the latest published)` : `${roundsText(rounds, name)} (${name(latest)} is the latest published)`;
    return `Based on ${source} ${year}, ${which}.`;
  }
  return round === latest
    ? `Based on ${source} ${year}, ${name(round)} (the latest published).`
    : `Based on ${source} ${year}, ${name(round)} (${name(latest)} is the latest published).`;
}

/** When the year before had more rounds: "JoSAA 2026 published 5 rounds; 2025 had 6, so 2026 has no round 6." */
export function fewerRoundsText(basis: FinderDataBasis, name: RoundName): string | null {
  const previous = basis.previous_year;
  if (!previous || previous.rounds.length <= basis.rounds.length) return null;
  const missing = previous.rounds.filter((round) => !basis.rounds.includes(round));
  const count = (n: number) => `${n} round${n === 1 ? '' : 's'}`;
  return (
    `${basis.source} ${basis.year} published ${count(basis.rounds.length)}; ${previous.year} had ${previous.rounds.length}, ` +
    `so ${basis.year} has no ${roundsText(missing, name)}.`
  );
}
