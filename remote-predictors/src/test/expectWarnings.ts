import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types each value into the emptied input and expects exactly this warning under it (or none). */
export async function expectWarnings(user: UserEvent, input: () => HTMLElement, cases: [string, string | null][]) {
  for (const [value, message] of cases) {
    await user.clear(input());
    await user.type(input(), value);
    const shown = input().getAttribute('aria-invalid') === 'true';
    // The value rides along so a failure names the case.
    expect({ value, shown }).toEqual({ value, shown: message !== null });
    if (message) {
      expect(input()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  }
}
