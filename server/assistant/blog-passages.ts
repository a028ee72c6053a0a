import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Marked, type Token, type Tokens } from "marked";
import { parsePostFiles } from "#content/blog.schema.ts";
import type { Passage } from "./passages.ts";

/**
 * The blog's Markdown posts as passages: one per section (the text under each
 * "##" heading, and the opening before the first). The site's blog reader is
 * bundled by Vite; the server reads the same files from disk at start-up with
 * the same frontmatter rules, so a post the build accepts is a post the
 * assistant knows.
 */

const BLOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/blog");

const marked = new Marked({ gfm: true, async: false });

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

export function readBlogFiles(dir = BLOG_DIR): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".md"))) {
    files[`content/blog/${name}`] = readFileSync(path.join(dir, name), "utf8");
  }
  return files;
}

export function blogPassages(files: Record<string, string> = readBlogFiles()): Passage[] {
  return parsePostFiles(files).flatMap(({ summary, markdown }) => {
    const source = { title: summary.title, url: `/blog/${summary.id}` };
    const sections: { heading: string; text: string[] }[] = [{ heading: summary.title, text: [summary.subtitle] }];
    for (const token of marked.lexer(markdown)) {
      if (token.type === "heading") sections.push({ heading: plain((token as Tokens.Heading).text), text: [] });
      else sections.at(-1)?.text.push(...blockText(token));
    }
    return sections
      .filter((s) => s.text.length > 0)
      .map((s, i) => ({
        id: `blog:${summary.id}:${i}`,
        title: i === 0 ? `${summary.title} (${summary.category})` : `${summary.title}: ${s.heading}`,
        text: s.text.join(" "),
        source,
      }));
  });
}
