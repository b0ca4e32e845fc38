import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREDICTOR_MESSAGES, SITE_NAME } from 'shared-contracts';
import { TEST_CONFIG, createFakeShell, renderWithShell } from 'shared-contracts/testing';
import App from '../App';
import { prediction } from '../test/fixtures';

it('shows all three predictors under one heading, with the page title', async () => {
  const shell = createFakeShell();
  renderWithShell(<App shell={shell} />, shell, { path: '/*' });
  expect(screen.getByRole('heading', { level: 1, name: 'Rank Predictors' })).toBeInTheDocument();
  const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(names).toEqual(['JEE Main Predictor', 'JEE Advanced Predictor', 'MHT-CET Predictor']);
  await waitFor(() => expect(document.title).toBe(`Rank Predictors | ${SITE_NAME}`));
});

it("links a predicted rank to the host's finder instead of a callback", async () => {
  const shell = createFakeShell();
  const user = userEvent.setup();
  renderWithShell(<App shell={shell} />, shell, { path: '/*' });
  const cet = screen.getByRole('region', { name: 'MHT-CET Predictor' });
  shell.api.get.mockResolvedValueOnce(prediction({ rank_prediction: { predicted_rank: 237, rank_min: 124, rank_max: 274 } }));
  await user.type(within(cet).getByLabelText('Your MHT-CET percentile'), '99.9{Enter}');
  expect(await within(cet).findByRole('link', { name: PREDICTOR_MESSAGES.findColleges })).toHaveAttribute(
    'href',
    `${TEST_CONFIG.siteUrl}/college-finder/mhtcet?rank=237`,
  );
  // The other widgets keep their own state.
  expect(within(screen.getByRole('region', { name: 'JEE Main Predictor' })).queryByRole('region', { name: 'Your prediction' })).toBeNull();
});
