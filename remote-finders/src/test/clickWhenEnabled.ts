import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks `control` once it is enabled, as a reader would. The finders disable "Find Colleges" (and the
 * results' paging) while a search loads, and a click on a disabled control is dropped without an event: a
 * test that clicked before the previous answer arrived then waited in vain for the next request.
 */
export async function clickWhenEnabled(user: UserEvent, control: () => HTMLElement): Promise<void> {
  await waitFor(() => expect(control()).toBeEnabled());
  await user.click(control());
}
