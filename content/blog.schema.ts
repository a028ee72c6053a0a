import { parse as parseYaml } from "yaml";
import { z } from "zod";

export const POST_CATEGORIES = ["Case Study", "Industry Insights", "Technology", "Procurement"] as const;

/** What a post's Markdown file declares above its body. Unknown keys are errors, so a typo cannot pass. */
export const PostFrontmatterSchema = z.strictObject({
  title: z.string().min(10).max(90),
  subtitle: z.string().min(20).max(220),
  excerpt: z.string().min(40).max(220),
  category: z.enum(POST_CATEGORIES),
  date: z.iso.date(),
  /** A name in the generated image set, `blog/<post-id>`; its alt text comes with it. */
  image: z.string().regex(/^blog\/[a-z0-9-]+$/),
  tags: z.array(z.string().min(2)).min(1).max(6),
  featured: z.boolean().default(false),
});
export type PostFrontmatter = z.infer<typeof PostFrontmatterSchema>;

/** The light shape navigation needs: footer links, breadcrumb labels, the prerender list. */
export const PostLinkSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
});
export type PostLink = z.infer<typeof PostLinkSchema>;

/** The list shape: everything a card, the feed and the post header show. */
export const PostSummarySchema = PostFrontmatterSchema.extend({
  id: PostLinkSchema.shape.id,
  /** Minutes, computed from the text at about 200 words a minute. */
  readTime: z.number().int().min(1),
  wordCount: z.number().int().min(1),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** The detail shape: the summary and the body rendered to HTML at build time. */
export type Post = PostSummary & { html: string };

export const WORDS_PER_MINUTE = 200;

export class PostFileError extends Error {
  override name = "PostFileError";
}

/** Counts the words a reader reads: Markdown markup, link targets and HTML comments do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, " ")
    .replace(/[#>*_`~[\]|]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/**
 * Reads one post file: the id is the file name, the frontmatter is checked
 * against its schema, and the read time is computed from the body. Any
 * problem throws naming the file and the field.
 */
export function parsePostFile(file: string, raw: string): { summary: PostSummary; markdown: string } {
  const id = /([^/\\]+)\.md$/.exec(file)?.[1] ?? "";
  const fail = (field: string, message: string) => new PostFileError(`${file}: ${field}: ${message}`);
  if (!PostLinkSchema.shape.id.safeParse(id).success) {
    throw fail("(file name)", "a post's file name is its id: lower-case letters, digits and hyphens");
  }
  const match = FRONTMATTER.exec(raw);
  if (!match) throw fail("(frontmatter)", "the file must open with a --- fenced YAML block");
  const [, yamlText = "", markdown = ""] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText, { schema: "core", uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    throw fail("(frontmatter)", error instanceof Error ? error.message : String(error));
  }
  const result = PostFrontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const keys = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "";
      const field = issue.path.length ? issue.path.join(".") : keys || "(frontmatter)";
      return `${file}: ${field}: ${issue.message}`;
    });
    throw new PostFileError(problems.join("\n"));
  }
  const wordCount = countWords(markdown);
  if (wordCount === 0) throw fail("(body)", "the post has no text");
  const readTime = Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
  return { summary: { id, ...result.data, readTime, wordCount }, markdown };
}

/**
 * Reads every post file, newest first. Exactly one post is featured; the
 * light link list for navigation is derived from the same records.
 */
export function parsePostFiles(files: Record<string, string>): { summary: PostSummary; markdown: string }[] {
  const posts = Object.entries(files).map(([file, raw]) => parsePostFile(file, raw));
  if (posts.length === 0) throw new PostFileError("content/blog: no posts found");
  const featured = posts.filter((p) => p.summary.featured);
  if (featured.length !== 1) {
    const names = featured.map((p) => p.summary.id).join(", ") || "none";
    throw new PostFileError(`content/blog: featured: exactly one post must be featured (found: ${names})`);
  }
  return posts.sort((a, b) => b.summary.date.localeCompare(a.summary.date) || a.summary.id.localeCompare(b.summary.id));
}

export function toPostLink({ id, title }: PostSummary): PostLink {
  return { id, title };
}
