import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH } from "./tests/setup/ensure-system-tools.ts";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/setup/e2e-global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
