// The federated widgets bring their own shell and theme: mounted bare, as another remote mounts them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREDICTOR_MESSAGES, type PredictorWidgetProps } from 'shared-contracts';
import type { ComponentType } from 'react';
import { createFakeShell } from 'shared-contracts/testing';
import { prediction } from '../test/fixtures';
import JeeAdvancedPredictor from './JeeAdvancedPredictor';
import JeeMainPredictor from './JeeMainPredictor';
import MhtcetPredictor from './MhtcetPredictor';

it.each<[string, ComponentType<PredictorWidgetProps>, string, string]>([
  ['JeeMainPredictor', JeeMainPredictor, 'Your JEE Main score', 'jee_main'],
  ['JeeAdvancedPredictor', JeeAdvancedPredictor, 'Your JEE Advanced score', 'jee_advanced'],
  ['MhtcetPredictor', MhtcetPredictor, 'Your MHT-CET percentile', 'mhtcet'],
])('%s works without providers around it and calls onUseRank', async (_name, Widget, label, exam) => {
  const shell = createFakeShell();
  const onUseRank = jest.fn();
  const user = userEvent.setup();
  render(<Widget shell={shell} onUseRank={onUseRank} />);
  shell.api.get.mockResolvedValueOnce(prediction({ rank_prediction: { predicted_rank: 4321, rank_min: 4000, rank_max: 5000 } }));
  await user.type(screen.getByLabelText(label), '99{Enter}');
  await user.click(await screen.findByRole('button', { name: PREDICTOR_MESSAGES.findColleges }));
  expect(onUseRank).toHaveBeenCalledWith(4321, exam);
  expect(shell.api.get).toHaveBeenCalledTimes(1);
});
