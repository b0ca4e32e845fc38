// The choice list: the shortlist ordered into a JoSAA or MHT-CET option form, with advice, a what-if,
// compare, CSV, print and share. Pages import only from here.
export { AdvicePanel } from './components/AdvicePanel';
export { ChoiceList, COMPARE_LIMIT } from './components/ChoiceList';
export { ComparePanel } from './components/ComparePanel';
export { ChoicesPrintStyle, PrintTable } from './components/PrintTable';
export { WhatIfPanel } from './components/WhatIfPanel';
export { useHomeOptions } from './hooks/useHomeOptions';
export { useShortlistDetails } from './hooks/useShortlistDetails';
export { choiceAdvice, type Advice, type ChoiceExam } from './model/advice';
export { buildChoicesCsv, choicesCsvFileName } from './model/choicesCsv';
export { reorder, withExamOrder } from './model/reorder';
export { SHARED_LIST_PARAM, decodeSharedList, encodeSharedList } from './model/shareLink';
export { whatIfByRound, type WhatIf } from './model/whatIf';
