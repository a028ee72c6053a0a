import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The moment of the build, compiled into the server and browser bundles alike
// (the privacy policy's "Last updated"). Kept in the environment so every
// evaluation of this file within one build agrees; set BUILD_DATE to pin it.
process.env.BUILD_DATE ||= new Date().toISOString();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE) },
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP never needs
    // data: URIs for scripts and every file can be cached for a year.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router as one file: every page loads all of
        // them anyway, and as one file they compress better than as the five
        // chunks the bundler cut them into (about 5 KB less brotli per page,
        // which keeps every route within the 130 KB first-load budget).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // Route modules reach server/ (router context keys, database, outbox) as
          // the Node entry loaded it: one copy of each module, one set of context keys.
          external: (id) => id.startsWith("#server/"),
        },
      },
    },
  },
});
