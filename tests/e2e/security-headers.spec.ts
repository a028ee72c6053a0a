import type { APIResponse } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, pathname } from "./helpers.ts";

/** "a 'b' c; d e" → { a: ["'b'", "c"], d: ["e"] } */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = headers["content-security-policy"];
  expect(policy, "Content-Security-Policy").toBeTruthy();
  const csp = parseCsp(policy ?? "");
  const scriptSources = csp.get("script-src") ?? csp.get("default-src");
  expect(scriptSources, "script-src (or default-src)").toBeDefined();
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("base-uri")?.length).toBeGreaterThan(0);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);

  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["cross-origin-resource-policy"]).toBeTruthy();
  // Decision 020: no opener policy; it costs a phone a new renderer process.
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("a prerendered page answers with the security headers", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
});

test("a server-rendered 404 answers with the security headers", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
});

test("pages hydrate and navigate client-side under the policy without a single violation", async ({ page }) => {
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // Three documents, each with its own script hashes, hydrating (visit waits for it)…
  for (const path of ["/", "/about", "/case-studies/cable-trays"]) {
    const response = await visit(page, path);
    expect(response?.headers()["content-security-policy"]).toBeTruthy();
  }
  // …then client-side navigation between pages.
  for (const [label, path] of [
    ["Services", "/services"],
    ["FAQ", "/faq"],
    ["Home", "/"],
  ] as const) {
    await mainNavigation(page).getByRole("link", { name: label, exact: true }).click();
    await expect.poll(() => pathname(page)).toBe(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  // The fixture fails the test on any console error as well, CSP reports included.
});
