import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./content/navigation.ts";
import { validateContent } from "./content/validate.ts";

// A malformed content record stops the build here, naming the file and field.
validateContent();

export default {
  ssr: true,
  // Every page without per-request data is rendered to HTML at build time;
  // the server answers everything else (404s, search, API) on demand.
  prerender: { paths: [...prerenderedPaths, "/search-index.json"], concurrency: 2 },
} satisfies Config;
