import { render, screen } from '@testing-library/react';
import { Notice, type NoticeLive, type NoticeTone } from './Notice';

const roleOf = (tone: NoticeTone, live?: NoticeLive) => {
  const { container, unmount } = render(
    <Notice tone={tone} live={live}>
      message
    </Notice>,
  );
  const role = (container.firstElementChild as HTMLElement).getAttribute('role');
  unmount();
  return role;
};

describe('Notice', () => {
  it('makes errors and warnings alerts and the rest status messages by default', () => {
    expect(['error', 'warning', 'info', 'success'].map((tone) => roleOf(tone as NoticeTone))).toEqual(['alert', 'alert', 'status', 'status']);
  });

  it('makes only errors alerts when polite', () => {
    expect(['error', 'warning', 'info'].map((tone) => roleOf(tone as NoticeTone, 'polite'))).toEqual(['alert', 'status', 'status']);
  });

  it('gives no role but to errors inside a live region', () => {
    expect(['error', 'warning', 'success'].map((tone) => roleOf(tone as NoticeTone, 'region'))).toEqual(['alert', null, null]);
  });

  it('shows the message in a paragraph with its action beside it', () => {
    render(
      <Notice tone="error" action={<button type="button">Retry</button>} testId="failed">
        Could not load
      </Notice>,
    );
    const notice = screen.getByTestId('failed');
    expect(notice).toHaveAttribute('data-tone', 'error');
    expect(notice.querySelector('p')).toHaveTextContent('Could not load');
    expect(screen.getByRole('button', { name: 'Retry' }).parentElement).toBe(notice);
  });
});
