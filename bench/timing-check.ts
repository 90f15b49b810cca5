import { measureRemoteTimings } from './measure/browser-timing';
import { startBenchPortal } from './measure/bench-portal';
const portal = await startBenchPortal();
try { console.log(JSON.stringify(await measureRemoteTimings(portal.browser, portal.shellUrl, portal.apps.slice(1, 3).concat(portal.apps.slice(6)), portal.session))); } finally { await portal.stop(); }
