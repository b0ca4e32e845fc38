// The jest-dom matchers (toBeInTheDocument, toHaveFocus...) that jest.setup.browser.ts installs, for the type checker.
import '@testing-library/jest-dom';
