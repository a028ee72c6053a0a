import { postIndex } from "./blog.index.ts";
import type { PostLink } from "./blog.schema.ts";

/**
 * Every post's id and title, newest first, for the footer, the breadcrumb
 * labels and the prerender list. The posts themselves are the Markdown files
 * in content/blog/; this index is generated from their frontmatter (see
 * scripts/blog-index.ts), and the blog reader checks it on every build.
 */
export const posts: readonly PostLink[] = postIndex;

export function findPost(id: string): PostLink | undefined {
  return posts.find((p) => p.id === id);
}
