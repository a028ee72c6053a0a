import type { MetaDescriptor } from "react-router";
import { company } from "#content/company.ts";
import { prerenderedPaths, segmentLabels } from "#content/navigation.ts";
import { breadcrumbTrail } from "#lib/breadcrumbs.ts";
import { OG_IMAGE_SIZE, ogImagePath } from "#lib/og-image.ts";
import { absoluteUrl, canonicalPath } from "#lib/url.ts";

export type PageSeo = {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Page-specific JSON-LD nodes (FAQPage, BlogPosting…), added to the site's graph. */
  structuredData?: Record<string, unknown>[];
  ogType?: "website" | "article";
  noindex?: boolean;
};

type MetaContext = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

const DEFAULT_SITE_URL = "http://localhost:3000";

/** The public origin, as the root loader reported it for this deployment. */
export function siteUrlFrom(matches: MetaContext["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string") {
    return root.siteUrl;
  }
  return DEFAULT_SITE_URL;
}

export function organizationJsonLd(siteUrl: string) {
  return {
    "@type": ["Organization", "ProfessionalService"],
    "@id": `${absoluteUrl(siteUrl, "/")}#organization`,
    name: company.name,
    description: company.blurb,
    url: absoluteUrl(siteUrl, "/"),
    email: company.email,
    telephone: company.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postcode,
      addressCountry: company.address.countryCode,
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: company.email,
        telephone: company.phone.e164,
        areaServed: "GB",
        availableLanguage: "en-GB",
      },
    ],
    areaServed: company.areaServed.map((name) => ({ "@type": "Place", name })),
    sameAs: company.social.map((s) => s.url),
  };
}

export function websiteJsonLd(siteUrl: string) {
  return {
    "@type": "WebSite",
    "@id": `${absoluteUrl(siteUrl, "/")}#website`,
    name: company.name,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: "en-GB",
    publisher: { "@id": `${absoluteUrl(siteUrl, "/")}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(siteUrl, "/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbJsonLd(siteUrl: string, pathname: string) {
  const trail = [{ label: "Home", href: "/" }, ...breadcrumbTrail(pathname, segmentLabels)];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.href),
    })),
  };
}

/**
 * Every route's `meta` calls this: title, description, keywords, canonical,
 * Open Graph, Twitter card and the site's JSON-LD graph.
 */
export function seo({ location, matches }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const path = canonicalPath(location.pathname);
  const url = absoluteUrl(siteUrl, path);
  const title = path === "/" ? `${company.name} | ${page.title}` : `${page.title} | ${company.name}`;
  const graph: Record<string, unknown>[] = [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)];
  if (path !== "/") graph.push(breadcrumbJsonLd(siteUrl, path));
  graph.push(...(page.structuredData ?? []));
  // Each prerendered page has its own card, drawn at build time; other pages (search, 404) share the home page's.
  const image = absoluteUrl(siteUrl, ogImagePath(prerenderedPaths.includes(path) ? path : "/"));
  const imageAlt = `${page.title}: ${company.name}`;

  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords.join(", ") },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    { "script:ld+json": { "@context": "https://schema.org", "@graph": graph } },
  ];
}
