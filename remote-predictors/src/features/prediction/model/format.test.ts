import { finderUrl } from './finderLink';
import { formatPercentile, formatRange, formatRank } from './format';

it('groups ranks the Indian way and keeps up to 4 percentile decimals', () => {
  expect(formatRank(1500000)).toBe('15,00,000');
  expect(formatRank(7500)).toBe('7,500');
  expect(formatPercentile(99.9761)).toBe('99.9761');
  expect(formatPercentile(100)).toBe('100');
  expect(formatRange('62', '716')).toBe('62 – 716');
  expect(formatRange('1', '1')).toBe('1 – 1');
});

it("builds the host's finder address for a rank", () => {
  expect(finderUrl('https://guide.test/', 'jee_main', 7500)).toBe('https://guide.test/college-finder/jee-main?rank=7500&exam_type=jee_main');
  expect(finderUrl('https://guide.test', 'jee_advanced', 101)).toBe('https://guide.test/college-finder/jee-main?rank=101&exam_type=jee_advanced');
  expect(finderUrl('https://guide.test', 'mhtcet', 237)).toBe('https://guide.test/college-finder/mhtcet?rank=237');
});
