// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { createTagManager, GTM_ORIGIN, removeAnalyticsCookies } from "./tag-manager.ts";

type TestWindow = Window & { dataLayer?: unknown[] };
const testWindow = window as TestWindow;

/** Writes a cookie as a script on the page (or the analytics container) would. */
function setCookie(doc: Document, value: string) {
  doc.cookie = value;
}

afterEach(() => {
  delete testWindow.dataLayer;
  for (const script of document.head.querySelectorAll("script")) script.remove();
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) setCookie(document, `${name}=; Max-Age=0; Path=/`);
  }
});

/** dataLayer entries as plain values: Arguments objects become arrays. */
const entries = () =>
  (testWindow.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

test("nothing touches the page before consent, nor on decline", () => {
  const analytics = createTagManager("GTM-TEST1");
  analytics.consent(null, "/");
  analytics.route("/about");
  analytics.consent("declined", "/about");
  analytics.route("/faq");
  expect(testWindow.dataLayer).toBeUndefined();
  expect(document.head.querySelector("script")).toBeNull();
});

test("accepting pushes the Consent Mode default (all denied) and the analytics grant, then adds gtm.js", () => {
  const analytics = createTagManager("GTM-TEST1");
  analytics.consent("accepted", "/");
  const [first, second, third] = testWindow.dataLayer ?? [];
  // gtag() semantics: consent commands are Arguments objects, not arrays.
  expect(Object.prototype.toString.call(first)).toBe("[object Arguments]");
  expect(entries().slice(0, 2)).toEqual([
    [
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ],
    ["consent", "update", { analytics_storage: "granted" }],
  ]);
  expect(second).toBeDefined();
  expect(third).toMatchObject({ event: "gtm.js" });
  const scripts = document.head.querySelectorAll("script");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.src).toBe(`${GTM_ORIGIN}/gtm.js?id=GTM-TEST1`);
  expect(scripts[0]?.async).toBe(true);
});

test("a route change after consent pushes a page view with path, location and title", () => {
  const analytics = createTagManager("GTM-TEST1");
  analytics.consent("accepted", "/");
  document.title = "About | Studio";
  analytics.route("/about");
  expect(entries().at(-1)).toEqual({
    event: "page_view",
    page_path: "/about",
    page_location: `${window.location.origin}/about`,
    page_title: "About | Studio",
  });
});

test("withdrawing pushes the denied update, removes the _ga cookies and reports no more pages", () => {
  const analytics = createTagManager("GTM-TEST1");
  analytics.consent("accepted", "/");
  setCookie(document, "_ga=GA1.1.123; Path=/");
  setCookie(document, "_ga_ABC=GS1.1.456; Path=/");
  setCookie(document, "keep=1; Path=/");
  analytics.consent("declined", "/");
  const before = testWindow.dataLayer?.length;
  analytics.route("/faq");
  expect(testWindow.dataLayer?.length).toBe(before);
  expect(entries().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
  expect(document.cookie).toBe("keep=1");
});

test("removeAnalyticsCookies leaves other cookies alone", () => {
  setCookie(document, "_gid=x; Path=/");
  setCookie(document, "other=y; Path=/");
  removeAnalyticsCookies(document, "localhost");
  expect(document.cookie).toBe("other=y");
});
