import { expect, test } from "vitest";
import { parseDocument } from "#lib/page-document.ts";
import { preloadLinkHeader as headerOf } from "./preload-links.ts";

const preloadLinkHeader = (html: string) => headerOf(parseDocument(html).preloads);

const page = (head: string, body = "") => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

test("the head's preloads become one Link header, with what the browser needs to use them", () => {
  const html = page(
    '<meta charSet="utf-8"/>' +
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/_img/a-480.avif 480w, /_img/a-960.avif 960w, /_img/a-1440.avif 1440w" imageSizes="(min-width: 1024px) 640px, 100vw"/>' +
      '<link rel="preload" href="/assets/inter-core-1a2b.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
      '<link rel="icon" href="/favicon.ico"/>',
  );
  expect(preloadLinkHeader(html)).toBe(
    '</_img/a-960.avif>; rel=preload; as=image; type="image/avif"; fetchpriority=high; ' +
      'imagesrcset="/_img/a-480.avif 480w, /_img/a-960.avif 960w, /_img/a-1440.avif 1440w"; imagesizes="(min-width: 1024px) 640px, 100vw", ' +
      '</assets/inter-core-1a2b.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin=anonymous',
  );
});

test("a page without preloads in its head gets no header; preloads in the body are not the head's", () => {
  expect(preloadLinkHeader(page('<meta charSet="utf-8"/>'))).toBeNull();
  expect(preloadLinkHeader(page("", '<link rel="preload" href="/late.js" as="script"/>'))).toBeNull();
});

test("a preload without a destination or a usable address is left out", () => {
  expect(preloadLinkHeader(page('<link rel="preload" href="/x.woff2"/>'))).toBeNull();
  expect(preloadLinkHeader(page('<link rel="preload" href="/a b.png" as="image"/>'))).toBeNull();
  expect(preloadLinkHeader(page('<link rel="preload" href="/a&amp;b.png" as="image"/>'))).toBe(
    "</a&b.png>; rel=preload; as=image",
  );
});
