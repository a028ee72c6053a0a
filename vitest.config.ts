import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "{app,lib,content,server}/**/*.test.{ts,tsx}",
      "{scripts,bench}/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    restoreMocks: true,
  },
});
