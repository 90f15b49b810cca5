import { createRemoteConfig } from '../rspack.base.mjs';

export default createRemoteConfig(import.meta.dirname);
