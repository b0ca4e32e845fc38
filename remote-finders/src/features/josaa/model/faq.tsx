import type { FaqItem } from '../../../ui';

/** The JEE finder's three questions; answerText feeds the FAQPage structured data. */
export const JEE_FAQ: (FaqItem & { answerText: string })[] = [
  {
    question: 'How does the JEE college finder work?',
    answerText:
      'It compares your rank with the opening and closing ranks JoSAA published for every seat in the year and round you choose, and lists the seats your rank could plausibly get, from comfortably inside the cut-off to a realistic stretch. Ranks marked P are from the preparatory-course list.',
    answer: (
      <p>
        It compares your rank with the opening and closing ranks JoSAA published for every seat in the year and round you choose, and lists the
        seats your rank could plausibly get, from comfortably inside the cut-off to a realistic stretch. Ranks marked P are from the
        preparatory-course list.
      </p>
    ),
  },
  {
    question: 'What do High, Medium and Low chance mean?',
    answerText:
      'They are measured, not guessed: we labelled seats with one year’s cut-offs and checked them against the next year’s final round. High seats were obtained at least 90% of the time, Medium 50-90%, Low less than half the time. Cut-offs still move with exam difficulty and seat numbers.',
    answer: (
      <p>
        They are measured, not guessed: we labelled seats with one year’s cut-offs and checked them against the next year’s final round. High
        seats were obtained at least 90% of the time, Medium 50-90%, Low less than half the time. Cut-offs still move with exam difficulty and
        seat numbers.
      </p>
    ),
  },
  {
    question: 'Who can apply to the IITs through JEE Advanced?',
    answerText:
      'About the top 2.5 lakh JEE Main ranks (across all categories) qualify to write JEE Advanced, and IIT seats are allotted on JEE Advanced ranks. NITs, IIITs and other GFTIs admit on JEE Main ranks, so choose the exam type that matches the rank you enter.',
    answer: (
      <p>
        About the top 2.5 lakh JEE Main ranks (across all categories) qualify to write JEE Advanced, and IIT seats are allotted on JEE Advanced
        ranks. NITs, IIITs and other GFTIs admit on JEE Main ranks, so choose the exam type that matches the rank you enter.
      </p>
    ),
  },
];
