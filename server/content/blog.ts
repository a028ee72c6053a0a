import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Marked, type Token, type Tokens } from "marked";
import { postIndex } from "#content/blog.index.ts";
import { type Post, PostFileError, type PostSummary, parsePostFiles, toPostLink } from "#content/blog.schema.ts";
import { postSummaries } from "#content/blog.summaries.ts";
import { anchorFor } from "#lib/anchor.ts";

/**
 * The blog reader: the only code that reads content/blog/*.md. The blog's
 * pages, the content index (site search and the assistant) and the feed all
 * read posts through it. Files are read from disk once per process: when the
 * build prerenders the blog (so a bad post stops `npm run build` naming its
 * file and field) and when the server starts. marked never reaches the browser.
 */

/** A part of a post under one "##" heading (the opening before the first has none). */
export type PostSection = { heading: string | null; anchor: string | null; text: string };

export type ReadPost = Post & { sections: PostSection[] };

const BLOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/blog");

// Sections carry the id the content index links to (`/blog/<id>#<anchor>`); an anchor is
// only letters, digits and hyphens, so it needs no escaping in the attribute.
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${anchorFor(plain(text))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** Inline Markdown to plain words: links keep their text, emphasis and code marks go. */
function plain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const asSentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

function blockText(token: Token): string[] {
  switch (token.type) {
    case "paragraph":
      return [plain((token as Tokens.Paragraph).text)];
    case "list":
      return (token as Tokens.List).items.map((i) => asSentence(plain(i.text)));
    case "blockquote":
      return (token as Tokens.Blockquote).tokens.flatMap(blockText);
    default:
      return [];
  }
}

function sectionsOf(tokens: readonly Token[]): PostSection[] {
  const sections: { heading: string | null; text: string[] }[] = [{ heading: null, text: [] }];
  for (const token of tokens) {
    if (token.type === "heading") sections.push({ heading: plain((token as Tokens.Heading).text), text: [] });
    else sections.at(-1)?.text.push(...blockText(token));
  }
  return sections
    .filter((s) => s.text.length > 0)
    .map((s) => ({ heading: s.heading, anchor: s.heading ? anchorFor(s.heading) : null, text: s.text.join(" ") }));
}

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

export function readPosts(files: Record<string, string>): ReadPost[] {
  return parsePostFiles(files).map(({ summary, markdown }) => {
    const file = `content/blog/${summary.id}.md`;
    const tokens = marked.lexer(markdown);
    checkHeadings(file, tokens);
    return { ...summary, html: marked.parser(tokens), sections: sectionsOf(tokens) };
  });
}

export function readBlogFiles(dir = BLOG_DIR): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".md"))) {
    files[`content/blog/${name}`] = readFileSync(path.join(dir, name), "utf8");
  }
  return files;
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

function summarise({ html: _html, sections: _sections, ...summary }: ReadPost): PostSummary {
  return summary;
}

let posts: ReadPost[] | undefined;

/** Every post, read and checked on first use. */
export function readAllPosts(): readonly ReadPost[] {
  if (!posts) {
    const read = readPosts(readBlogFiles());
    checkIndex(read.map(summarise), postIndex, postSummaries);
    posts = read;
  }
  return posts;
}

/** Every post, newest first, in the light list shape. */
export function listPosts(): PostSummary[] {
  return readAllPosts().map(summarise);
}

/** One post with its rendered body, or undefined for an unknown id. */
export function getPost(id: string): Post | undefined {
  const found = readAllPosts().find((post) => post.id === id);
  if (!found) return undefined;
  const { sections: _sections, ...post } = found;
  return post;
}
