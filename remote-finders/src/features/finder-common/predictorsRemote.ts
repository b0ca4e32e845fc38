// The predictors remote's widgets, loaded over Module Federation at run time (DESIGN section 2): this
// remote registers the predictors remote from the runtime config once, then loads an exposed widget on
// demand. Kept in one module so tests replace it (jest.mock) without a federation runtime.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The widgets remote-predictors exposes (./JeeMainPredictor, ./JeeAdvancedPredictor, ./MhtcetPredictor). */
export type PredictorWidgetName = 'JeeMainPredictor' | 'JeeAdvancedPredictor' | 'MhtcetPredictor';

const REMOTE = 'predictors';
/** A remote that neither answers nor fails (e.g. a stalled connection) counts as failed after this. */
export const LOAD_TIMEOUT_MS = 20_000;

let registeredEntry: string | null = null;

/** Registers the predictors remote under its manifest URL; `force` makes the runtime fetch it again (Retry). */
export function registerPredictors(entry: string, force = false): void {
  if (!force && registeredEntry === entry) return;
  registerRemotes([{ name: REMOTE, entry }], force ? { force: true } : undefined);
  registeredEntry = entry;
}

/** Loads one widget's default export; rejects when the remote is down, slow or exposes nothing usable. */
export async function loadPredictorWidget<P>(name: PredictorWidgetName): Promise<ComponentType<P>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${REMOTE}/${name} did not load within ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([loadRemote<{ default?: ComponentType<P> } | ComponentType<P>>(`${REMOTE}/${name}`), timeout]);
    const component = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
    if (typeof component !== 'function' && typeof component !== 'object') throw new Error(`${REMOTE}/${name} exposes no component`);
    if (!component) throw new Error(`${REMOTE}/${name} exposes no component`);
    return component as ComponentType<P>;
  } finally {
    clearTimeout(timer);
  }
}
