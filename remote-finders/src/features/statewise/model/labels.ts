// The state-wise finder's page texts besides the spec's own (STATEWISE_MESSAGES, FINDER_MESSAGES).
export const STATEWISE_LABELS = {
  metaTitle: 'State-wise JEE Main College Finder: All India Quota Seats in Maharashtra',
  description:
    'Find Maharashtra state engineering colleges that offer All India quota seats for your JEE Main rank, from the official CAP round cut-offs (2023-2025), with your chance for each branch.',
  lead: 'State engineering colleges keep part of their seats for students from all over India, allotted on JEE Main. Enter your JEE Main rank to see which of those seats are within your reach.',
  crumbRoot: 'College Finder',
  crumbJee: 'JEE Main & Advanced',
  tabsLabel: 'State-wise finder and JEE Main predictor',
  tabFinder: 'State College Finder',
  tabPredictor: 'JEE Main Predictor',
  rank: 'Your JEE Main Rank',
  rankPlaceholder: 'e.g. 50000',
  rankHint: 'Your JEE Main Common Rank List (CRL) rank',
  state: 'State',
  year: 'Year',
  round: 'Round',
  allRounds: 'All rounds',
  branch: 'Branch',
  branchPlaceholder: 'All branches',
  submit: 'Find Colleges',
  resultsRegion: 'State-wise results',
  pagination: 'State-wise results pages',
  idleTitle: 'Enter your JEE Main rank to begin',
  idleText:
    'We list the All India quota seats of state colleges, compare your JEE Main rank with the last JEE Main candidate admitted to each seat, and label your chance as High, Medium or Low.',
  bannerTitle: 'What are All India quota seats?',
  bannerText:
    'These are seats reserved in state colleges for students from all over India, filled by JEE Main rank through the state’s CAP rounds. You do not need to be from the state to apply.',
  bannerQuota: 'Quota',
  bannerSeatType: 'Seat Type',
  comparisonTitle: 'How your rank is compared',
  /** The plain statement that the comparison goes through the JEE Main percentile. */
  comparison: (rank: string, percentile: string, year: string) =>
    `The state lists rank All India candidates by their own merit number, not by JEE Main rank. So we compare through the JEE Main percentile: your JEE Main rank ${rank} is about ${percentile} percentile (worked out from the number of JEE Main candidates of ${year}), and each seat is compared with the JEE Main percentile of the last candidate admitted to it. The opening and closing ranks below are those All India merit numbers.`,
  comparisonByPercentile: (percentile: string) =>
    `Each seat is compared through the JEE Main percentile: yours is ${percentile}. The opening and closing ranks below are the state list's All India merit numbers.`,
  legendTitle: 'What the chance labels mean',
  legend: [
    { chance: 'High', text: 'Your JEE Main percentile is well above that of the last candidate admitted: students like you got this seat at least 9 times in 10 in past years.' },
    { chance: 'Medium', text: 'Close to the last admitted candidate: students like you got it between half and 9 in 10 times.' },
    { chance: 'Low', text: 'Below the last admitted candidate: a stretch, possible in later rounds, less than half the time.' },
  ],
  filterInstitute: 'Filter Institute',
  filterBranch: 'Filter Branch',
  percentileNote: (percentile: string) => `JEE Main ${percentile} percentile`,
  /** The short form under a closing rank in the table. */
  percentileShort: (percentile: string) => `${percentile} %ile`,
  percentileShortTitle: 'JEE Main percentile of the last candidate admitted',
} as const;

export const STATEWISE_COLUMNS = {
  clgCode: 'College Code',
  institute: 'Institute',
  branchCode: 'Branch Code',
  branch: 'Branch',
  openingRank: 'Opening Rank',
  closingRank: 'Closing Rank',
  quota: 'Quota',
  seatType: 'Seat Type',
  round: 'Round',
  chance: 'Your Chance',
} as const;
