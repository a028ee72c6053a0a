/** ISO timestamp of the build, from `define` in vite.config.ts. */
declare const __BUILD_DATE__: string;
