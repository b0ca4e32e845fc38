// The predictors remote's widgets, loaded over Module Federation at run time (remotes are found through the
// runtime config, not built in): this
// remote registers the predictors remote from the runtime config once, then loads an exposed widget on
// demand. Kept in one module so tests replace it (jest.mock) without a federation runtime.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent } from 'shared-contracts/react';

/** The widgets remote-predictors exposes (./JeeMainPredictor, ./JeeAdvancedPredictor, ./MhtcetPredictor). */
export type PredictorWidgetName = 'JeeMainPredictor' | 'JeeAdvancedPredictor' | 'MhtcetPredictor';

const REMOTE = 'predictors';

let registeredEntry: string | null = null;

/** Registers the predictors remote under its manifest URL; `force` makes the runtime fetch it again (Retry). */
export function registerPredictors(entry: string, force = false): void {
  if (!force && registeredEntry === entry) return;
  registerRemotes([{ name: REMOTE, entry }], force ? { force: true } : undefined);
  registeredEntry = entry;
}

/** Loads one widget's default export; rejects when the remote is down, slow or exposes nothing usable. */
export function loadPredictorWidget<P>(name: PredictorWidgetName): Promise<ComponentType<P>> {
  return loadRemoteComponent<P>({ load: () => loadRemote(`${REMOTE}/${name}`), label: `${REMOTE}/${name}` });
}
