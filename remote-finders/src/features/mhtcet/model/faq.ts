import type { FaqItem } from '../../../ui';

/** The MHT-CET finder's four questions (plain text, so the same words go into the FAQPage data). */
export const MHTCET_FAQ: readonly (FaqItem & { answerText: string })[] = [
  {
    question: 'Should I search by MHT-CET rank or by percentile?',
    answer: '',
    answerText:
      'Either works. The CAP cut-off lists print each closing seat as a State General Merit number with its percentile in brackets. Search by rank if you know your merit number; search by percentile if you only have your score card percentile. Switching between the two clears the values and the results.',
  },
  {
    question: 'What do seat types like GOPENS, LOBCH or TFWS mean?',
    answer: '',
    answerText:
      'G is a general seat and L a seat reserved for ladies; the middle part is the category (OPEN, OBC, SC, ST, VJ, NT1-NT3, SEBC); the last letter is the seat level: H for Home University, O for Other Than Home University and S for State Level. PWD and DEF codes are for persons with disability and defence candidates. TFWS is the Tuition Fee Waiver Scheme, EWS the Economically Weaker Sections, MI minority seats and ORPHAN seats for orphan candidates. The seat-type list shows each code with its full meaning.',
  },
  {
    question: 'Which quota and districts should I choose?',
    answer: '',
    answerText:
      'Home University seats go to candidates from the university area of the college, Other Than Home University seats to candidates from outside it, and State Level seats to every Maharashtra candidate. Keep every quota and district selected to see all options, or narrow them to the places you would actually join.',
  },
  {
    question: 'How is my chance worked out, and why is the opening rank N/A?',
    answer: '',
    answerText:
      'Your value is compared with the closing rank (or percentile) of each seat in the chosen year and round. High, Medium and Low come from checking the same rule on past years: with High, students at your level got the seat at least 9 times in 10. The official lists publish closing values only, so opening ranks and percentiles are shown as N/A. Cut-offs move every year, so treat the chance as a guide.',
  },
].map((item) => ({ ...item, answer: item.answerText }));
