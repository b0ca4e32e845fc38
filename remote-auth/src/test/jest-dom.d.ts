// Brings jest-dom's matchers (loaded by the root jest.setup.browser.ts) into this package's type check.
/// <reference types="@testing-library/jest-dom" />
