// A remote's own page (the remote run alone, without the host): the federation runtime core its build leaves
// out (`externalRuntime`), which the host provides on the site's pages (host/src/federation/provideRuntimeCore.ts).
import * as runtimeCore from 'federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
