import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test, visit } from "./fixtures.ts";

test("every page carries the Notifications toast region, announced politely and opened with Alt+T", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  for (const path of [...prerenderedPaths, "/no-such-page"]) {
    await visit(page, path);
    const region = page.getByRole("region", { name: "Notifications alt+T" });
    await expect(region, path).toHaveCount(1);
    await expect(region, path).toHaveAttribute("aria-live", "polite");
  }
});
