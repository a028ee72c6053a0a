import { posts } from "#content/blog.ts";
import { caseStudies } from "#content/case-studies.ts";
import { prerenderedPaths } from "#content/navigation.ts";
import { pages } from "#content/pages.ts";

/** What one Open Graph image says: a small line above the title, and the title. */
export type OgPage = { path: string; eyebrow: string; title: string };

/**
 * One card per prerendered page, titled as the page's own title tag is.
 * A prerendered page without a title here stops the build.
 */
export function ogPages(): OgPage[] {
  const byPath = new Map<string, OgPage>();
  for (const page of Object.values(pages)) {
    // The page's heading above its title, unless they are the same words.
    const eyebrow = page.heading === page.title ? "" : page.heading;
    byPath.set(page.path, { path: page.path, eyebrow, title: page.title });
  }
  for (const study of caseStudies) {
    const path = `/case-studies/${study.id}`;
    byPath.set(path, { path, eyebrow: `Case Study · ${study.category}`, title: study.title });
  }
  for (const post of posts) {
    const path = `/blog/${post.id}`;
    byPath.set(path, { path, eyebrow: pages.blog.title, title: post.title });
  }
  return prerenderedPaths.map((path) => {
    const page = byPath.get(path);
    if (!page)
      throw new Error(
        `No Open Graph title for the prerendered page ${path}: add it to scripts/site-assets/og-pages.ts`,
      );
    return page;
  });
}
