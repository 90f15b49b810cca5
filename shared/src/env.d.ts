// The contract version this app was built against, injected at build time by the rspack factory.
declare const __CONTRACT_VERSION__: number;
declare module 'moment/locale/*';
declare module '*.css';
declare const __PORTAL_RELEASE__: string;
// The version of every singleton an app provides, by shared name, injected by the rspack factory.
declare const __PORTAL_SINGLETON_VERSIONS__: Record<string, string>;
