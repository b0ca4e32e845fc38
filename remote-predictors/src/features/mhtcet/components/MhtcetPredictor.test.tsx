import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PREDICTOR_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import { getCalls, renderWithShell } from 'shared-contracts/testing';
import { expectWarnings } from '../../../test/expectWarnings';
import { prediction } from '../../../test/fixtures';
import { MhtcetPredictor } from './MhtcetPredictor';

function setup(onUseRank?: jest.Mock) {
  const user = userEvent.setup();
  const { shell } = renderWithShell(<MhtcetPredictor onUseRank={onUseRank} />);
  const toggle = () => screen.getByRole('radiogroup', { name: 'I will enter my' });
  const percentileInput = () => screen.getByLabelText('Your MHT-CET percentile');
  const scoreInput = () => screen.getByLabelText('Your MHT-CET score');
  const result = () => screen.queryByRole('region', { name: 'Your prediction' });
  return { user, shell, toggle, percentileInput, scoreInput, result };
}

const SCORE_ANSWER = prediction({
  percentile: 99.6,
  percentile_range: { min: 99.5, max: 99.7 },
  rank_prediction: { predicted_rank: 1168, rank_min: 792, rank_max: 1583 },
  basis: 'Estimate only: there is no official or reliable MHT-CET marks-to-percentile table.',
  is_estimate: true,
});

it('toggles between score and percentile input, percentile first', async () => {
  const { user, toggle, scoreInput } = setup();
  expect(within(toggle()).getByRole('radio', { name: 'Percentile' })).toBeChecked();
  expect(within(toggle()).getByRole('radio', { name: 'Score' })).not.toBeChecked();
  await user.click(within(toggle()).getByRole('radio', { name: 'Score' }));
  expect(scoreInput()).toBeInTheDocument();
});

describe('validation messages as the visitor types', () => {
  it('percentile: negative, above 100, more than 6 digits', async () => {
    const { user, percentileInput } = setup();
    await expectWarnings(user, percentileInput, [
      ['-1', M.percentileNegative],
      ['100.01', M.percentileHigh],
      ['99.99999', M.tooManyDigits],
      ['1234567', M.tooManyDigits],
      ['100', null],
      ['0', null],
    ]);
  });

  it('score: negative, above 200, more than 6 digits', async () => {
    const { user, scoreInput } = setup();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    await expectWarnings(user, scoreInput, [
      ['-1', M.mhtcetScoreNegative],
      ['-0.5', M.mhtcetScoreNegative],
      ['201', M.mhtcetScoreHigh],
      ['1234567', M.tooManyDigits],
      ['200', null],
      ['0', null],
    ]);
  });
});

it('strips leading zeros and sends the percentile', async () => {
  const { user, shell, percentileInput } = setup();
  await user.type(percentileInput(), '0099.9');
  expect(percentileInput()).toHaveValue('99.9');
  shell.api.get.mockResolvedValueOnce(prediction({ is_estimate: false }));
  await user.click(screen.getByRole('button', { name: 'Predict rank' }));
  expect(getCalls(shell)).toEqual([{ path: API_PATHS.mhtcetPredictor, params: { percentile: '99.9' } }]);
});

it('from a score: sends it and shows the predicted rank, then the percentile with its band and the Estimate note', async () => {
  const { user, shell, scoreInput } = setup();
  await user.click(screen.getByRole('radio', { name: 'Score' }));
  shell.api.get.mockResolvedValueOnce(SCORE_ANSWER);
  await user.type(scoreInput(), '0150{Enter}');
  expect(getCalls(shell)).toEqual([{ path: API_PATHS.mhtcetPredictor, params: { score: '150' } }]);
  const box = await screen.findByRole('region', { name: 'Your prediction' });
  expect(within(box).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Predicted rank', 'Percentile']);
  expect(within(box).getByText('1,168')).toBeInTheDocument();
  expect(within(box).getByText('Range 792 – 1,583')).toBeInTheDocument();
  expect(within(box).getByText('99.6')).toBeInTheDocument();
  expect(within(box).getByText('Likely between 99.5 and 99.7')).toBeInTheDocument();
  expect(within(box).getByText(PREDICTOR_MESSAGES.estimate)).toBeInTheDocument();
  expect(within(box).getByText(/there is no official or reliable MHT-CET marks-to-percentile table/)).toBeInTheDocument();
});

it('hands the rank to the finder as mhtcet', async () => {
  const onUseRank = jest.fn();
  const { user, shell, percentileInput } = setup(onUseRank);
  shell.api.get.mockResolvedValueOnce(prediction({ rank_prediction: { predicted_rank: 237, rank_min: 124, rank_max: 274 } }));
  await user.type(percentileInput(), '99.9{Enter}');
  await user.click(await screen.findByRole('button', { name: PREDICTOR_MESSAGES.findColleges }));
  expect(onUseRank).toHaveBeenCalledWith(237, 'mhtcet');
});

describe('changing the input type clears result, error and warnings', () => {
  it('clears the result and the input', async () => {
    const { user, shell, percentileInput, scoreInput, result } = setup();
    shell.api.get.mockResolvedValueOnce(prediction());
    await user.type(percentileInput(), '99.9{Enter}');
    expect(await screen.findByRole('region', { name: 'Your prediction' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(result()).not.toBeInTheDocument();
    expect(scoreInput()).toHaveValue('');
  });

  it('clears an error', async () => {
    const { user, shell, percentileInput } = setup();
    shell.api.get.mockRejectedValueOnce(new ApiError('failed', { status: 503, statusText: 'Service Unavailable' }));
    await user.type(percentileInput(), '99.9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PREDICTOR_MESSAGES.serverReturned(503, 'Service Unavailable'));
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a warning', async () => {
    const { user, percentileInput, scoreInput } = setup();
    await user.type(percentileInput(), '101');
    expect(screen.getByText(M.percentileHigh)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(screen.queryByText(M.percentileHigh)).not.toBeInTheDocument();
    expect(scoreInput()).not.toHaveAttribute('aria-invalid');
    await user.type(scoreInput(), '250');
    expect(screen.getByText(M.mhtcetScoreHigh)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Percentile' }));
    expect(screen.queryByText(M.mhtcetScoreHigh)).not.toBeInTheDocument();
  });
});
