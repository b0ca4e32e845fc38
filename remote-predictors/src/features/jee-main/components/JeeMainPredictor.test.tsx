import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PREDICTOR_MESSAGES, VALIDATION_MESSAGES as M, type PredictionResponse } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import { deferred, getCalls, renderWithShell } from 'shared-contracts/testing';
import { expectWarnings } from '../../../test/expectWarnings';
import { prediction } from '../../../test/fixtures';
import { JeeMainPredictor } from './JeeMainPredictor';

const SCORE_ANSWER = prediction({
  percentile: 99.9761,
  percentile_range: { min: 99.9523, max: 99.995 },
  rank_prediction: { predicted_rank: 358, rank_min: 62, rank_max: 716 },
  basis: 'JEE Main score to percentile: the median of 4 coaching-site tables.',
});

function setup(onUseRank?: jest.Mock) {
  const user = userEvent.setup();
  const { shell } = renderWithShell(<JeeMainPredictor onUseRank={onUseRank} />);
  const modes = () => screen.getByRole('radiogroup', { name: 'Prediction' });
  const inputTypes = () => screen.queryByRole('radiogroup', { name: 'I will enter my' });
  const scoreInput = () => screen.getByLabelText('Your JEE Main score');
  const percentileInput = () => screen.getByLabelText('Your JEE Main percentile');
  const result = () => screen.queryByRole('region', { name: 'Your prediction' });
  return { user, shell, modes, inputTypes, scoreInput, percentileInput, result };
}

it('starts in Score to Percentile with two modes as a radio group', () => {
  const { modes, inputTypes, scoreInput } = setup();
  const radios = within(modes()).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Score to Percentile', 'Percentile to Rank']);
  expect(within(modes()).getByRole('radio', { name: 'Score to Percentile' })).toBeChecked();
  expect(inputTypes()).not.toBeInTheDocument();
  expect(scoreInput()).toHaveAttribute('inputmode', 'decimal');
  expect(screen.getByRole('button', { name: 'Predict percentile' })).toBeDisabled();
});

it('offers Score or Percentile input in Percentile to Rank mode, Percentile first', async () => {
  const { user, inputTypes, percentileInput } = setup();
  await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
  expect(within(inputTypes() as HTMLElement).getByRole('radio', { name: 'Percentile' })).toBeChecked();
  expect(percentileInput()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Predict rank' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Score' }));
  expect(screen.getByLabelText('Your JEE Main score')).toBeInTheDocument();
});

describe('validation messages as the visitor types', () => {
  it('score: more than 6 digits, below -50, above 300', async () => {
    const { user, scoreInput } = setup();
    await expectWarnings(user, scoreInput, [
      ['1234567', M.tooManyDigits],
      ['250.12345', M.tooManyDigits],
      ['-51', M.jeeMainScoreLow],
      ['-50', null],
      ['301', M.jeeMainScoreHigh],
      ['300', null],
      ['0', null],
      ['-', null],
    ]);
  });

  it('score in Percentile to Rank mode: the same messages', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    const input = () => screen.getByLabelText('Your JEE Main score');
    await expectWarnings(user, input, [
      ['1234567', M.tooManyDigits],
      ['-60', M.jeeMainScoreLow],
      ['300.5', M.jeeMainScoreHigh],
      ['120', null],
    ]);
  });

  it('percentile: negative, above 100, more than 6 digits', async () => {
    const { user, percentileInput } = setup();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    await expectWarnings(user, percentileInput, [
      ['-1', M.percentileNegative],
      ['-0.01', M.percentileNegative],
      ['100.01', M.percentileHigh],
      ['101', M.percentileHigh],
      ['99.12345', M.tooManyDigits],
      ['100', null],
      ['0', null],
      ['99.99', null],
    ]);
  });
});

it('strips leading zeros of negative scores and decimals as the visitor types', async () => {
  const { user, scoreInput } = setup();
  await user.type(scoreInput(), '-007');
  expect(scoreInput()).toHaveValue('-7');
  await user.clear(scoreInput());
  await user.type(scoreInput(), '00.5');
  expect(scoreInput()).toHaveValue('0.5');
});

describe('Score to Percentile', () => {
  it('sends the score and shows the percentile first, with its band, then the predicted rank', async () => {
    const { user, shell, scoreInput, result } = setup();
    shell.api.get.mockResolvedValueOnce(SCORE_ANSWER);
    await user.type(scoreInput(), '250');
    await user.click(screen.getByRole('button', { name: 'Predict percentile' }));
    expect(getCalls(shell)).toEqual([{ path: API_PATHS.jeePredictor, params: { exam_type: 'jee_mains', score: '250' } }]);
    const box = (await screen.findByRole('region', { name: 'Your prediction' })) as HTMLElement;
    const terms = within(box).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Percentile', 'Predicted rank']);
    expect(within(box).getByText('99.9761')).toBeInTheDocument();
    expect(within(box).getByText('Likely between 99.9523 and 99.995')).toBeInTheDocument();
    expect(within(box).getByText('358')).toBeInTheDocument();
    expect(within(box).getByText('Range 62 – 716')).toBeInTheDocument();
    expect(result()).toBe(box);
  });

  it('shows the percentile without a band when the response has none', async () => {
    const { user, shell, scoreInput } = setup();
    shell.api.get.mockResolvedValueOnce({ ...SCORE_ANSWER, percentile_range: undefined });
    await user.type(scoreInput(), '250{Enter}');
    const box = (await screen.findByRole('region', { name: 'Your prediction' })) as HTMLElement;
    expect(within(box).getByText('99.9761')).toBeInTheDocument();
    expect(within(box).queryByText(/Likely between/)).not.toBeInTheDocument();
  });
});

describe('Percentile to Rank', () => {
  it('from a percentile: sends it and shows the rank without a percentile', async () => {
    const { user, shell, percentileInput } = setup();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    shell.api.get.mockResolvedValueOnce(prediction());
    await user.type(percentileInput(), '99.5{Enter}');
    expect(getCalls(shell)).toEqual([{ path: API_PATHS.jeePredictor, params: { exam_type: 'jee_mains', percentile: '99.5' } }]);
    const box = (await screen.findByRole('region', { name: 'Your prediction' })) as HTMLElement;
    expect(within(box).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Predicted rank']);
    expect(within(box).getByText('7,500')).toBeInTheDocument();
    expect(within(box).getByText('Range 6,290 – 7,500')).toBeInTheDocument();
  });

  it('from a score: sends the score and shows the rank first, then the percentile', async () => {
    const { user, shell } = setup();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    shell.api.get.mockResolvedValueOnce(SCORE_ANSWER);
    await user.type(screen.getByLabelText('Your JEE Main score'), '250');
    await user.click(screen.getByRole('button', { name: 'Predict rank' }));
    expect(getCalls(shell)).toEqual([{ path: API_PATHS.jeePredictor, params: { exam_type: 'jee_mains', score: '250' } }]);
    const box = (await screen.findByRole('region', { name: 'Your prediction' })) as HTMLElement;
    expect(within(box).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Predicted rank', 'Percentile']);
  });

  it('hands the predicted rank to the finder as jee_main', async () => {
    const onUseRank = jest.fn();
    const { user, shell, percentileInput } = setup(onUseRank);
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    shell.api.get.mockResolvedValueOnce(prediction());
    await user.type(percentileInput(), '99.5{Enter}');
    await user.click(await screen.findByRole('button', { name: PREDICTOR_MESSAGES.findColleges }));
    expect(onUseRank).toHaveBeenCalledWith(7500, 'jee_main');
  });
});

describe('changing mode or input type clears result, error and warnings', () => {
  it('mode change clears the result and the input', async () => {
    const { user, shell, scoreInput, result } = setup();
    shell.api.get.mockResolvedValueOnce(SCORE_ANSWER);
    await user.type(scoreInput(), '250{Enter}');
    expect(await screen.findByRole('region', { name: 'Your prediction' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    expect(result()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your JEE Main percentile')).toHaveValue('');
  });

  it('mode change clears a warning', async () => {
    const { user, scoreInput } = setup();
    await user.type(scoreInput(), '301');
    expect(screen.getByText(M.jeeMainScoreHigh)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    expect(screen.queryByText(M.jeeMainScoreHigh)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your JEE Main percentile')).not.toHaveAttribute('aria-invalid');
  });

  it('mode change clears an error', async () => {
    const { user, shell, scoreInput } = setup();
    shell.api.get.mockRejectedValueOnce(new ApiError('failed', { status: 503, statusText: 'Service Unavailable' }));
    await user.type(scoreInput(), '250{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server returned 503: Service Unavailable');
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('input-type change clears the result, an error and a warning', async () => {
    const { user, shell, percentileInput, result } = setup();
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    shell.api.get.mockResolvedValueOnce(prediction());
    await user.type(percentileInput(), '99.5{Enter}');
    expect(await screen.findByRole('region', { name: 'Your prediction' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(result()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your JEE Main score')).toHaveValue('');

    shell.api.get.mockRejectedValueOnce(new ApiError('Network Error', { isConnectionError: true }));
    await user.type(screen.getByLabelText('Your JEE Main score'), '250{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Percentile' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(percentileInput(), '101');
    expect(screen.getByText(M.percentileHigh)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(screen.queryByText(M.percentileHigh)).not.toBeInTheDocument();
  });

  it('an answer that arrives after a mode change is dropped', async () => {
    const { user, shell, scoreInput, result } = setup();
    const late = deferred<PredictionResponse>();
    shell.api.get.mockReturnValueOnce(late.promise);
    await user.type(scoreInput(), '250{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    await act(async () => late.resolve(SCORE_ANSWER));
    expect(result()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PREDICTOR_MESSAGES.predicting })).not.toBeInTheDocument();
  });
});
