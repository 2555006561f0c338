// Set by vite.config.ts (`define`) at build time: package.json's version and the short git commit, when known.
declare const __BUILD_VERSION__: string | undefined;

/** e.g. "0.1.0+a1b2c3d"; "unknown" where nothing set it (plain Node scripts). */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'unknown';
