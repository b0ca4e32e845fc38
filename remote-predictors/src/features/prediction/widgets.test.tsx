// The rules every predictor widget follows (layout, interaction, validation and failure messages), run against each of the three.
import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  API_PATHS,
  GLOBAL_ALERT_MESSAGES,
  PREDICTOR_MESSAGES,
  VALIDATION_MESSAGES,
  type PredictionResponse,
  type PredictorExamType,
} from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import { TEST_CONFIG, createFakeShell, deferred, getCalls, renderWithShell } from 'shared-contracts/testing';
import { prediction } from '../../test/fixtures';
import { JeeAdvancedPredictor } from '../jee-advanced';
import { JeeMainPredictor } from '../jee-main';
import { MhtcetPredictor } from '../mhtcet';
import type { PredictorViewProps } from './model/types';

interface WidgetCase {
  name: string;
  Component: ComponentType<PredictorViewProps>;
  exam: PredictorExamType;
  path: string;
  /** Brings the widget to a rank prediction (mode and input type), if it has toggles. */
  prepare: (user: UserEvent) => Promise<void>;
  label: string;
  submit: string;
  valid: string;
  params: Record<string, string>;
  invalid: { value: string; message: string };
  finderUrl: (rank: number) => string;
}

const CASES: WidgetCase[] = [
  {
    name: 'JEE Main (Percentile to Rank)',
    Component: JeeMainPredictor,
    exam: 'jee_main',
    path: API_PATHS.jeePredictor,
    prepare: async (user) => {
      await user.click(screen.getByRole('radio', { name: 'Percentile to Rank' }));
    },
    label: 'Your JEE Main percentile',
    submit: 'Predict rank',
    valid: '99.5',
    params: { exam_type: 'jee_mains', percentile: '99.5' },
    invalid: { value: '101', message: VALIDATION_MESSAGES.percentileHigh },
    finderUrl: (rank) => `${TEST_CONFIG.siteUrl}/college-finder/jee-main?rank=${rank}&exam_type=jee_main`,
  },
  {
    name: 'JEE Advanced',
    Component: JeeAdvancedPredictor,
    exam: 'jee_advanced',
    path: API_PATHS.jeePredictor,
    prepare: async () => undefined,
    label: 'Your JEE Advanced score',
    submit: 'Predict rank',
    valid: '250',
    params: { exam_type: 'jee_advanced', score: '250' },
    invalid: { value: '361', message: VALIDATION_MESSAGES.jeeAdvancedScoreHigh },
    finderUrl: (rank) => `${TEST_CONFIG.siteUrl}/college-finder/jee-main?rank=${rank}&exam_type=jee_advanced`,
  },
  {
    name: 'MHT-CET (percentile)',
    Component: MhtcetPredictor,
    exam: 'mhtcet',
    path: API_PATHS.mhtcetPredictor,
    prepare: async () => undefined,
    label: 'Your MHT-CET percentile',
    submit: 'Predict rank',
    valid: '99.5',
    params: { percentile: '99.5' },
    invalid: { value: '100.5', message: VALIDATION_MESSAGES.percentileHigh },
    finderUrl: (rank) => `${TEST_CONFIG.siteUrl}/college-finder/mhtcet?rank=${rank}`,
  },
];

describe.each(CASES)('$name predictor', (widget) => {
  async function setup(props: PredictorViewProps = {}) {
    const user = userEvent.setup();
    const { shell } = renderWithShell(<widget.Component {...props} />);
    await widget.prepare(user);
    const input = () => screen.getByLabelText(widget.label);
    const button = () => screen.getByRole('button', { name: widget.submit });
    /** Types a value and submits it, answered with `answer` (a response, or an error to throw). */
    const predict = async (answer: PredictionResponse | { reject: unknown } | unknown, value = widget.valid) => {
      if (answer && typeof answer === 'object' && 'reject' in answer) shell.api.get.mockRejectedValueOnce((answer as { reject: unknown }).reject);
      else shell.api.get.mockResolvedValueOnce(answer);
      await user.clear(input());
      await user.type(input(), value);
      await user.click(button());
    };
    return { user, shell, input, button, predict };
  }

  const result = () => screen.queryByRole('region', { name: 'Your prediction' });

  describe('submit button', () => {
    it('is disabled while the input is empty and enabled for a valid value', async () => {
      const { user, input, button } = await setup();
      expect(input()).toHaveValue('');
      expect(button()).toBeDisabled();
      await user.type(input(), widget.valid);
      expect(button()).toBeEnabled();
      await user.clear(input());
      expect(button()).toBeDisabled();
    });

    it('is disabled while a warning shows under the input', async () => {
      const { user, input, button } = await setup();
      await user.type(input(), widget.invalid.value);
      expect(screen.getByText(widget.invalid.message)).toBeInTheDocument();
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveAccessibleDescription(expect.stringContaining(widget.invalid.message));
      expect(button()).toBeDisabled();
      // Fixing the value removes the warning and enables submit.
      await user.clear(input());
      await user.type(input(), widget.valid);
      expect(screen.queryByText(widget.invalid.message)).not.toBeInTheDocument();
      expect(input()).not.toHaveAttribute('aria-invalid');
      expect(button()).toBeEnabled();
    });

    it('is disabled while a prediction loads, then shows the result', async () => {
      const { user, shell, input } = await setup();
      const answer = deferred<PredictionResponse>();
      shell.api.get.mockReturnValueOnce(answer.promise);
      await user.type(input(), widget.valid);
      await user.click(screen.getByRole('button', { name: widget.submit }));
      const loadingButton = screen.getByRole('button', { name: PREDICTOR_MESSAGES.predicting });
      expect(loadingButton).toBeDisabled();
      await user.click(loadingButton);
      expect(shell.api.get).toHaveBeenCalledTimes(1);
      await act(async () => answer.resolve(prediction()));
      expect(result()).toBeInTheDocument();
      expect(screen.getByRole('button', { name: widget.submit })).toBeEnabled();
    });

    it('does nothing on Enter while the input is empty or warned', async () => {
      const { user, shell, input } = await setup();
      await user.type(input(), '{Enter}');
      await user.type(input(), `${widget.invalid.value}{Enter}`);
      expect(shell.api.get).not.toHaveBeenCalled();
    });
  });

  it('strips leading zeros as the visitor types and sends the stripped value', async () => {
    const { user, shell, input, button } = await setup();
    await user.type(input(), `000${widget.valid}`);
    expect(input()).toHaveValue(widget.valid);
    shell.api.get.mockResolvedValueOnce(prediction());
    await user.click(button());
    expect(getCalls(shell)).toEqual([{ path: widget.path, params: widget.params }]);
  });

  it('keeps only what a number can hold (digits, one leading minus, one point)', async () => {
    const { user, input } = await setup();
    await user.type(input(), '9a9.5.1-');
    expect(input()).toHaveValue('99.51');
  });

  it('shows the predicted rank and its range with Indian digit grouping, the basis and the Estimate note', async () => {
    const { predict } = await setup();
    await predict(prediction({ rank_prediction: { predicted_rank: 150000, rank_min: 125800, rank_max: 180200 } }));
    const box = result() as HTMLElement;
    expect(within(box).getByText('Predicted rank')).toBeInTheDocument();
    expect(within(box).getByText('1,50,000')).toBeInTheDocument();
    expect(within(box).getByText('Range 1,25,800 – 1,80,200')).toBeInTheDocument();
    expect(within(box).getByText(/JEE Main percentile to rank: rank = \(100 - percentile\)/)).toBeInTheDocument();
    expect(within(box).getByText(PREDICTOR_MESSAGES.estimate)).toBeInTheDocument();
    expect(within(box).getByText(PREDICTOR_MESSAGES.estimateNote)).toBeInTheDocument();
    expect(within(box).queryByText(PREDICTOR_MESSAGES.topRank)).not.toBeInTheDocument();
    expect(within(box).queryByText(PREDICTOR_MESSAGES.top100)).not.toBeInTheDocument();
    // The result sits in a polite live region.
    expect(box.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('has no Estimate note when the response is not an estimate; a one-rank range still shows both ends', async () => {
    const { predict } = await setup();
    await predict(prediction({ is_estimate: false, rank_prediction: { predicted_rank: 237, rank_min: 237, rank_max: 237 } }));
    const box = result() as HTMLElement;
    expect(within(box).queryByText(PREDICTOR_MESSAGES.estimate)).not.toBeInTheDocument();
    expect(within(box).queryByText(PREDICTOR_MESSAGES.estimateNote)).not.toBeInTheDocument();
    expect(within(box).getByText('Range 237 – 237')).toBeInTheDocument();
  });

  it('hides the result (and a late answer) when the input is edited', async () => {
    const { user, shell, input, predict } = await setup();
    await predict(prediction());
    expect(result()).toBeInTheDocument();
    await user.type(input(), '1');
    expect(result()).not.toBeInTheDocument();

    // An answer for the old value that arrives after an edit is dropped.
    await user.clear(input());
    await user.type(input(), widget.valid);
    const late = deferred<PredictionResponse>();
    shell.api.get.mockReturnValueOnce(late.promise);
    await user.click(screen.getByRole('button', { name: widget.submit }));
    await user.type(input(), '{Backspace}');
    await act(async () => late.resolve(prediction()));
    expect(result()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: widget.submit })).toBeEnabled();
  });

  describe('top messages', () => {
    it('shows the top-rank message when rank_min and rank_max are both 1 (with the Top 100 one)', async () => {
      const { predict } = await setup();
      await predict(prediction({ rank_prediction: { predicted_rank: 1, rank_min: 1, rank_max: 1 } }));
      expect(screen.getByText(PREDICTOR_MESSAGES.topRank)).toBeInTheDocument();
      expect(screen.getByText(PREDICTOR_MESSAGES.top100)).toBeInTheDocument();
    });

    it('shows no top-rank message when only one end of the range is 1', async () => {
      const { predict } = await setup();
      await predict(prediction({ rank_prediction: { predicted_rank: 1, rank_min: 1, rank_max: 24 } }));
      expect(screen.queryByText(PREDICTOR_MESSAGES.topRank)).not.toBeInTheDocument();
      expect(screen.getByText(PREDICTOR_MESSAGES.top100)).toBeInTheDocument();
    });

    it('shows the Top 100 message at a predicted rank of 100, not at 101', async () => {
      const { predict } = await setup();
      await predict(prediction({ rank_prediction: { predicted_rank: 100, rank_min: 60, rank_max: 140 } }));
      expect(screen.getByText(PREDICTOR_MESSAGES.top100)).toBeInTheDocument();
      await predict(prediction({ rank_prediction: { predicted_rank: 101, rank_min: 100, rank_max: 140 } }));
      expect(result()).toBeInTheDocument();
      expect(screen.queryByText(PREDICTOR_MESSAGES.top100)).not.toBeInTheDocument();
    });
  });

  it('shows the note of the response', async () => {
    const { predict } = await setup();
    const note = "100 percentile is shared: the 24 candidates at 100 take ranks 1 to 24 by NTA's tie-break.";
    await predict(prediction({ note }));
    expect(within(result() as HTMLElement).getByText(note)).toBeInTheDocument();
  });

  describe('the way to the finder', () => {
    it(`calls onUseRank with the predicted rank and ${widget.exam}`, async () => {
      const onUseRank = jest.fn();
      const { user, predict } = await setup({ onUseRank });
      await predict(prediction({ rank_prediction: { predicted_rank: 7500, rank_min: 6290, rank_max: 7500 } }));
      await user.click(screen.getByRole('button', { name: PREDICTOR_MESSAGES.findColleges }));
      expect(onUseRank).toHaveBeenCalledTimes(1);
      expect(onUseRank).toHaveBeenCalledWith(7500, widget.exam);
    });

    it('shows no button without onUseRank', async () => {
      const { predict } = await setup();
      await predict(prediction());
      expect(result()).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PREDICTOR_MESSAGES.findColleges })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: PREDICTOR_MESSAGES.findColleges })).not.toBeInTheDocument();
    });

    it("links to the host's finder with the rank on the standalone page", async () => {
      const { predict } = await setup({ linkToFinder: true });
      await predict(prediction({ rank_prediction: { predicted_rank: 7500, rank_min: 6290, rank_max: 7500 } }));
      expect(screen.getByRole('link', { name: PREDICTOR_MESSAGES.findColleges })).toHaveAttribute('href', widget.finderUrl(7500));
    });

    it('offers no rank to take to the finder when the response says the score does not qualify', async () => {
      const onUseRank = jest.fn();
      const { predict } = await setup({ onUseRank });
      const note = 'A score of 10 is below the 2024 qualifying mark (109 of 360): it would not be on the Common Rank List.';
      await predict(prediction({ qualified: false, note, rank_prediction: { predicted_rank: 25902, rank_min: 25902, rank_max: 180200 } }));
      expect(screen.getByText(note)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PREDICTOR_MESSAGES.findColleges })).not.toBeInTheDocument();
    });
  });

  describe('errors', () => {
    it("shows the API's 400 detail as the failure reason", async () => {
      const { predict } = await setup();
      const detail = 'Give either a score or a percentile, not both.';
      await predict({ reject: new ApiError(detail, { status: 400, statusText: 'Bad Request', body: { detail } }) });
      expect(await screen.findByRole('alert')).toHaveTextContent(PREDICTOR_MESSAGES.failed('Give either a score or a percentile, not both'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to get prediction: Give either a score or a percentile, not both. Please try a different value.',
      );
      expect(result()).not.toBeInTheDocument();
    });

    it('says the format is unexpected when the response has no rank_prediction', async () => {
      const { predict } = await setup();
      await predict({ percentile: 99.1 });
      expect(await screen.findByRole('alert')).toHaveTextContent(PREDICTOR_MESSAGES.unexpectedFormat);
      await predict({ rank_prediction: { predicted_rank: '7500', rank_min: 1, rank_max: 2 } });
      expect(await screen.findByRole('alert')).toHaveTextContent(PREDICTOR_MESSAGES.unexpectedFormat);
      await predict(null);
      expect(await screen.findByRole('alert')).toHaveTextContent(PREDICTOR_MESSAGES.unexpectedFormat);
    });

    it('shows the status and status text of any other HTTP failure', async () => {
      const { predict } = await setup();
      const detail = 'The JEE Main predictor is unavailable: no table.';
      await predict({ reject: new ApiError(detail, { status: 503, statusText: 'Service Unavailable', body: { detail } }) });
      expect(await screen.findByRole('alert')).toHaveTextContent(PREDICTOR_MESSAGES.serverReturned(503, 'Service Unavailable'));
      // A response without a reason phrase (HTTP/2) gets the standard one.
      await predict({ reject: new ApiError('failed', { status: 500 }) });
      expect(await screen.findByRole('alert')).toHaveTextContent('Server returned 500: Internal Server Error');
    });

    it('says the server cannot be reached, or timed out, when no response came', async () => {
      const { predict } = await setup();
      await predict({ reject: new ApiError('Network Error', { isConnectionError: true }) });
      expect(await screen.findByRole('alert')).toHaveTextContent(GLOBAL_ALERT_MESSAGES.connection);
      await predict({ reject: new ApiError('timeout', { isTimeout: true }) });
      expect(await screen.findByRole('alert')).toHaveTextContent(GLOBAL_ALERT_MESSAGES.timeout);
    });

    it('clears the error when the input is edited', async () => {
      const { user, input, predict } = await setup();
      await predict({ reject: new ApiError('failed', { status: 500 }) });
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      await user.type(input(), '1');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});

it('submits with Enter, one call per submit', async () => {
  const shell = createFakeShell();
  const user = userEvent.setup();
  renderWithShell(<JeeAdvancedPredictor />, shell);
  shell.api.get.mockResolvedValue(prediction());
  await user.type(screen.getByLabelText('Your JEE Advanced score'), '250{Enter}');
  expect(await screen.findByRole('region', { name: 'Your prediction' })).toBeInTheDocument();
  expect(shell.api.get).toHaveBeenCalledTimes(1);
});
