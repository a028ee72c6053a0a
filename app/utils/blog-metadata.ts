import type { PostSummary } from "#content/blog.schema.ts";
import { company } from "#content/company.ts";
import { pages } from "#content/pages.ts";
import { absoluteUrl } from "#lib/url.ts";

export const BLOG_FEED_PATH = "/blog/rss.xml";

/** The `<link rel="alternate">` that lets feed readers find the blog's RSS feed. */
export const blogFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${company.name}: ${pages.blog.heading}`,
  href: BLOG_FEED_PATH,
} as const;

function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function blogPostingJsonLd(post: PostSummary, siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/blog/${post.id}`);
  const organization = { "@id": `${absoluteUrl(siteUrl, "/")}#organization` };
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    alternativeHeadline: post.subtitle,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "en-GB",
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
    url,
    mainEntityOfPage: url,
    author: organization,
    publisher: organization,
  };
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The blog's RSS 2.0 feed, newest post first. Its build date is the newest post's, so it only changes with the posts. */
export function renderBlogFeed(posts: readonly PostSummary[], siteUrl: string): string {
  const blogUrl = absoluteUrl(siteUrl, "/blog");
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, `/blog/${post.id}`);
    return [
      "    <item>",
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <category>${xml(post.category)}</category>`,
      `      <description>${xml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(`${company.name}: ${pages.blog.heading}`)}</title>`,
    `    <link>${xml(blogUrl)}</link>`,
    `    <description>${xml(pages.blog.description)}</description>`,
    "    <language>en-gb</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${xml(absoluteUrl(siteUrl, BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
