import { screen } from '@testing-library/react';

/** Every finder form's submit button (pair with `whenEnabled`: the forms disable it while a search loads). */
export const findButton = () => screen.getByRole('button', { name: 'Find Colleges' });
