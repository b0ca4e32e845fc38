import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../ui/nextTask';

/**
 * Splits loading a remote into shorter tasks. Without it the federation runtime runs, in the task where
 * the remote's entry script finished loading, the entry itself and then the remote's start (its own
 * runtime and shared modules); and in the task where its chunks arrived, the whole module graph of the
 * exposed App. Each step here waits for a new task first.
 */
export const shortTasksPlugin: ModuleFederationRuntimePlugin = {
  name: 'short-tasks',
  async beforeInitContainer(options) {
    await nextTask();
    return options;
  },
  async beforeExecuteFactory() {
    await nextTask();
  },
};
