import type { RequestOptions } from 'shared-contracts';
import type { FakeShell } from 'shared-contracts/testing';

const optionsOf = (call: unknown[]) => call[1] as RequestOptions | undefined;

/** The paths of the api.get calls so far, each once, in the order first called. */
export const calledPaths = (shell: FakeShell): string[] => [...new Set(shell.api.get.mock.calls.map((call) => call[0] as string))];

/** The paths of the api.get calls made without an AbortSignal (a load the page could not cancel). */
export const pathsWithoutSignal = (shell: FakeShell): string[] =>
  shell.api.get.mock.calls.filter((call) => !(optionsOf(call)?.signal instanceof AbortSignal)).map((call) => call[0] as string);
