// A remote's own page (its standalone host) runs without the shell, which otherwise provides the
// federation runtime to every remote: this script provides it there, before the page's code runs.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
