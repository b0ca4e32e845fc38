import { VALIDATION_MESSAGES as M } from 'shared-contracts';
import { cleanPredictorInput, inputWarning, isCompleteNumber } from './input';

describe('cleanPredictorInput', () => {
  it.each([
    ['007', '7'],
    ['000', '0'],
    ['0.50', '0.50'],
    ['-0050', '-50'],
    ['-00.5', '-0.5'],
    ['1,234', '1234'],
    [' 99.5 ', '99.5'],
    ['9a9', '99'],
    ['1.2.3', '1.23'],
    ['5-', '5'],
    ['--5', '-5'],
    ['1e5', '15'],
    ['', ''],
    ['-', '-'],
    ['.', '.'],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanPredictorInput(raw)).toBe(clean);
  });
});

it('counts half-typed numbers as incomplete', () => {
  for (const text of ['', '-', '.', '-.']) expect(isCompleteNumber(text)).toBe(false);
  for (const text of ['0', '-5', '5.', '.5', '-0.5', '99.99']) expect(isCompleteNumber(text)).toBe(true);
});

it('gives no warning while the number is half typed', () => {
  expect(inputWarning('percentile', '-')).toBeNull();
  expect(inputWarning('percentile', '-1')).toBe(M.percentileNegative);
});

it("uses JEE Advanced's own digit-limit message, and the common one elsewhere", () => {
  expect(inputWarning('jeeAdvancedScore', '1234567')).toBe(M.jeeAdvancedTooManyDigits);
  expect(inputWarning('jeeMainScore', '1234567')).toBe(M.tooManyDigits);
  expect(inputWarning('mhtcetScore', '1234567')).toBe(M.tooManyDigits);
  expect(inputWarning('percentile', '1234567')).toBe(M.tooManyDigits);
});
