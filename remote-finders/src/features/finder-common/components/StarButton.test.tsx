import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHORTLIST_LIMIT, type ShortlistItem } from 'shared-contracts';
import { shortlistAtom, shortlistStore } from 'shared-contracts/shortlist';
import { josaaSeatKey } from '../model/shortlistItems';
import { StarButton } from './StarButton';

const row = { institute: 'NIT Trichy', program: 'CSE', quota: 'OS', seat_type: 'OPEN', gender: 'Gender-Neutral' };

afterEach(() => act(() => shortlistStore.set(shortlistAtom, [])));

function renderStar(item: ShortlistItem = josaaSeatKey(row)) {
  return render(<StarButton item={item} name="NIT Trichy, CSE" />);
}

describe('StarButton', () => {
  it('adds the seat to the shared shortlist and takes it off again', async () => {
    renderStar();
    await userEvent.click(screen.getByRole('button', { name: 'Add NIT Trichy, CSE to shortlist' }));
    expect(shortlistStore.get(shortlistAtom)).toEqual([josaaSeatKey(row)]);
    const star = screen.getByRole('button', { name: 'Remove NIT Trichy, CSE from shortlist' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(shortlistStore.get(shortlistAtom)).toEqual([]);
  });

  it('says the list is full instead of adding a seat past the limit', async () => {
    act(() => shortlistStore.set(shortlistAtom, Array.from({ length: SHORTLIST_LIMIT }, (_, i) => josaaSeatKey({ ...row, institute: `NIT ${i}` }))));
    renderStar();
    await userEvent.click(screen.getByRole('button', { name: 'Add NIT Trichy, CSE to shortlist' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Your shortlist is full (${SHORTLIST_LIMIT} seats)`);
    expect(shortlistStore.get(shortlistAtom)).toHaveLength(SHORTLIST_LIMIT);
  });
});
