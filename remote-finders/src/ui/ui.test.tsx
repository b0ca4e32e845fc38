import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FINDER_MESSAGES } from 'shared-contracts';
import { createFakeShell, renderPlain, renderWithShell } from 'shared-contracts/testing';
import { FeatureLockedModal } from './FeatureLockedModal';
import { InPageFilter, highlight } from './InPageFilter';
import { Tabs } from './Tabs';

describe('highlight', () => {
  it('marks every case-insensitive match and leaves the text whole', () => {
    const { container } = renderPlain(<p>{highlight('Indian Institute of Technology, Indore', 'ind')}</p>);
    const marks = Array.from(container.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['Ind', 'Ind']);
    expect(container.textContent).toBe('Indian Institute of Technology, Indore');
  });

  it('returns the plain text for an empty or missing term', () => {
    const { container } = renderPlain(<p>{highlight('NIT Goa', '  ')}</p>);
    expect(container.querySelector('mark')).toBeNull();
    const none = renderPlain(<p>{highlight('NIT Goa', 'xyz')}</p>);
    expect(none.container.querySelector('mark')).toBeNull();
  });
});

describe('InPageFilter', () => {
  function Harness() {
    const [value, setValue] = useState('');
    return <InPageFilter label="Filter by institute" value={value} onChange={setValue} />;
  }

  it('shows a clear button only while there is text, and clearing empties it', async () => {
    const user = userEvent.setup();
    renderPlain(<Harness />);
    const input = screen.getByLabelText('Filter by institute');
    expect(screen.queryByRole('button', { name: 'Clear filter by institute' })).toBeNull();
    await user.type(input, 'goa');
    await user.click(screen.getByRole('button', { name: 'Clear filter by institute' }));
    expect(input).toHaveValue('');
  });
});

describe('Tabs', () => {
  function Harness() {
    const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
    const tabs = [
      { id: 'a', label: 'College Finder' },
      { id: 'b', label: 'JEE Main Predictor' },
      { id: 'c', label: 'JEE Advanced Predictor' },
    ] as const;
    return (
      <Tabs label="Tools" tabs={tabs} selected={tab} onSelect={setTab}>
        <p>Panel {tab}</p>
      </Tabs>
    );
  }

  it('is a tablist whose arrows, Home and End move the selection, with a labelled panel', async () => {
    const user = userEvent.setup();
    renderPlain(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Tools' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'College Finder' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'College Finder' })).toHaveTextContent('Panel a');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'JEE Main Predictor' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel b');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'JEE Advanced Predictor' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'JEE Main Predictor' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('FeatureLockedModal', () => {
  it('Login asks the shell to log in and come back to the current path and query; Cancel closes', async () => {
    const user = userEvent.setup();
    const shell = createFakeShell();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <FeatureLockedModal open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithShell(<Harness />, shell, { route: '/college-finder/jee-main?rank=60&year=2024' });
    const dialog = screen.getByRole('dialog', { name: 'Feature Locked' });
    expect(dialog).toHaveTextContent(FINDER_MESSAGES.branchLocked);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shell.requireLogin).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));
    expect(shell.requireLogin).toHaveBeenCalledWith('/college-finder/jee-main?rank=60&year=2024');
  });
});
