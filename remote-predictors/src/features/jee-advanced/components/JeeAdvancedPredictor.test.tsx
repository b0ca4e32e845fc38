import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PREDICTOR_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contracts';
import { getCalls, renderWithShell } from 'shared-contracts/testing';
import { expectWarnings } from '../../../test/expectWarnings';
import { prediction } from '../../../test/fixtures';
import { JeeAdvancedPredictor } from './JeeAdvancedPredictor';

function setup(onUseRank?: jest.Mock) {
  const user = userEvent.setup();
  const { shell } = renderWithShell(<JeeAdvancedPredictor onUseRank={onUseRank} />);
  const input = () => screen.getByLabelText('Your JEE Advanced score');
  return { user, shell, input };
}

it('takes a score only: no toggles', () => {
  setup();
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'JEE Advanced Predictor' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Predict rank' })).toBeDisabled();
});

it('warns as the visitor types: more than 6 digits (a valid score), below -50, above 360', async () => {
  const { user, input } = setup();
  await expectWarnings(user, input, [
    ['1234567', M.jeeAdvancedTooManyDigits],
    ['3600000', M.jeeAdvancedTooManyDigits],
    ['150.12345', M.jeeAdvancedTooManyDigits],
    ['-51', M.jeeAdvancedScoreLow],
    ['-50', null],
    ['361', M.jeeAdvancedScoreHigh],
    ['360', null],
    ['301', null],
  ]);
});

it('strips leading zeros and sends exam_type jee_advanced with the score', async () => {
  const { user, shell, input } = setup();
  await user.type(input(), '-0050');
  expect(input()).toHaveValue('-50');
  await user.clear(input());
  await user.type(input(), '0250');
  expect(input()).toHaveValue('250');
  shell.api.get.mockResolvedValueOnce(prediction({ is_estimate: false }));
  await user.click(screen.getByRole('button', { name: 'Predict rank' }));
  expect(getCalls(shell)).toEqual([{ path: API_PATHS.jeePredictor, params: { exam_type: 'jee_advanced', score: '250' } }]);
});

it('below the qualifying mark: shows the note as a warning and offers no finder button', async () => {
  const onUseRank = jest.fn();
  const { user, shell, input } = setup(onUseRank);
  const note = 'A score of 10 is below the 2024 qualifying mark (109 of 360): it would not be on the Common Rank List.';
  shell.api.get.mockResolvedValueOnce({
    qualified: false,
    rank_prediction: { predicted_rank: 25902, rank_min: 25902, rank_max: 180200 },
    basis: 'Below the 2024 CRL qualifying mark of 109.',
    note,
    is_estimate: false,
  });
  await user.type(input(), '10{Enter}');
  const box = await screen.findByRole('region', { name: 'Your prediction' });
  expect(within(box).getByText(note).closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  expect(within(box).getByText('25,902')).toBeInTheDocument();
  expect(within(box).getByText('Range 25,902 – 1,80,200')).toBeInTheDocument();
  expect(within(box).queryByRole('button', { name: PREDICTOR_MESSAGES.findColleges })).not.toBeInTheDocument();
});

it('a qualified score: the finder button hands the rank over as jee_advanced', async () => {
  const onUseRank = jest.fn();
  const { user, shell, input } = setup(onUseRank);
  shell.api.get.mockResolvedValueOnce(
    prediction({ qualified: true, is_estimate: false, rank_prediction: { predicted_rank: 101, rank_min: 2, rank_max: 200 } }),
  );
  await user.type(input(), '300{Enter}');
  // The real answer for 300 marks: rank 101, just outside the Top 100.
  expect(await screen.findByText('Range 2 – 200')).toBeInTheDocument();
  expect(screen.queryByText(PREDICTOR_MESSAGES.top100)).not.toBeInTheDocument();
  expect(screen.queryByText(PREDICTOR_MESSAGES.topRank)).not.toBeInTheDocument();
  expect(screen.queryByText(PREDICTOR_MESSAGES.estimate)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: PREDICTOR_MESSAGES.findColleges }));
  expect(onUseRank).toHaveBeenCalledWith(101, 'jee_advanced');
});
