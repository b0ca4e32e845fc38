// What the choice list page advises, computed from the list itself (chance and eligibility come from the
// API's rules), never written by hand for a particular list.
import { formatIndianNumber, type ShortlistSeatDetails } from 'shared-contracts';

export type ChoiceExam = 'josaa' | 'mhtcet';

export interface Advice {
  kind: 'info' | 'warning';
  text: string;
}

const COUNSELLING: Record<ChoiceExam, string> = { josaa: 'JoSAA', mhtcet: 'The CAP' };

export function seatName(line: ShortlistSeatDetails): string {
  const { item } = line;
  return item.exam === 'josaa' ? `${item.institute}, ${item.program} (${item.quota}, ${item.seat_type})` : `${item.institute}, ${item.branch} (${item.seat_type})`;
}

export function choiceAdvice(exam: ChoiceExam, lines: readonly ShortlistSeatDetails[], rank: number | null, home: string | null): Advice[] {
  const advice: Advice[] = [
    { kind: 'info', text: `${COUNSELLING[exam]} gives you the first choice on your list that you can get: order by what you want, not by chance.` },
  ];
  if (lines.length === 0) return advice;
  const notOpen = lines.filter((line) => line.eligible === false);
  if (notOpen.length > 0 && home) {
    const names = notOpen.map(seatName).join('; ');
    advice.push({
      kind: 'warning',
      text: `${notOpen.length === 1 ? '1 choice is' : `${notOpen.length} choices are`} not open to you (home ${exam === 'josaa' ? 'state' : 'university'} ${home}): ${names}.`,
    });
  }
  if (rank === null) {
    advice.push({ kind: 'info', text: 'Enter your rank to see your chance on each line and what last year’s rounds would have given you.' });
    return advice;
  }
  const open = lines.filter((line) => line.eligible !== false);
  const rated = open.filter((line) => line.chance !== null);
  if (rated.length > 0 && rated.every((line) => line.chance === 'Low')) {
    advice.push({ kind: 'warning', text: `Every choice on your list is Low chance at rank ${formatIndianNumber(rank)}: add seats you are likely to get.` });
  }
  const last = rated[rated.length - 1];
  if (last && last.chance !== 'High') {
    advice.push({ kind: 'warning', text: 'Your list does not end with a High-chance choice: add one or more at the end as a safety net.' });
  }
  return advice;
}
