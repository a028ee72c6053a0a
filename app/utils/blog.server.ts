import { Marked, type Token } from "marked";
import { postIndex } from "#content/blog.index.ts";
import { type Post, PostFileError, type PostSummary, parsePostFiles, toPostLink } from "#content/blog.schema.ts";
import { postSummaries } from "#content/blog.summaries.ts";

/**
 * The blog reader: the only code that reads content/blog/*.md. Vite bundles
 * the files into the server build, so every post is parsed, checked and
 * rendered to HTML once, when the build prerenders the blog. A bad post stops
 * the build with its file and field; marked never reaches the browser.
 */

const marked = new Marked({ gfm: true, async: false });

// The page's only h1 is the post title, so bodies start their sections at h2.
function checkHeadings(file: string, tokens: Token[]) {
  for (const token of tokens) {
    if (token.type === "heading" && token.depth === 1) {
      throw new PostFileError(
        `${file}: (body): "# ${token.text}" is an h1; start sections at ## (the title is the h1)`,
      );
    }
  }
}

export function readPosts(files: Record<string, string>): Post[] {
  return parsePostFiles(files).map(({ summary, markdown }) => {
    const file = `content/blog/${summary.id}.md`;
    const tokens = marked.lexer(markdown);
    checkHeadings(file, tokens);
    return { ...summary, html: marked.parser(tokens) };
  });
}

/**
 * Navigation reads the generated index, and a post page on client-side
 * navigation the generated summaries: both must say what the files say, in
 * the same order.
 */
export function checkIndex(
  posts: readonly PostSummary[],
  index: readonly { id: string; title: string }[],
  summaries: readonly PostSummary[],
) {
  const stale = (file: string) =>
    new PostFileError(`${file}: (index): out of date with content/blog/*.md; run \`npx node scripts/blog-index.ts\``);
  if (JSON.stringify(posts.map(toPostLink)) !== JSON.stringify(index)) throw stale("content/blog.index.ts");
  if (JSON.stringify(posts) !== JSON.stringify(summaries)) throw stale("content/blog.summaries.ts");
}

const sources = import.meta.glob<string>("../../content/blog/*.md", { query: "?raw", import: "default", eager: true });
const files = Object.fromEntries(
  Object.entries(sources).map(([key, raw]) => [key.replace(/^(\.\.\/)+/, ""), raw] as const),
);

const posts = readPosts(files);
checkIndex(posts.map(summarise), postIndex, postSummaries);

function summarise({ html: _html, ...summary }: Post): PostSummary {
  return summary;
}

/** Every post, newest first, in the light list shape. */
export function listPosts(): PostSummary[] {
  return posts.map(summarise);
}

/** One post with its rendered body, or undefined for an unknown id. */
export function getPost(id: string): Post | undefined {
  return posts.find((post) => post.id === id);
}
