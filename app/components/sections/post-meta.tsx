import { Calendar, Clock } from "lucide-react";
import { cn } from "#app/utils/cn.ts";
import type { PostSummary } from "#content/blog.schema.ts";
import { formatPostDate } from "#lib/post-date.ts";

/** A post's category, date and read time, as cards and the post header show them. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<PostSummary, "category" | "date" | "readTime">;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted", className)}>
      <span className="rounded-full bg-brand/10 px-2.5 py-0.5 font-semibold text-brand">{post.category}</span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime} min read
      </span>
    </p>
  );
}

export function PostTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-md border border-line bg-surface px-2 py-0.5 text-xs font-medium text-muted">
          {tag}
        </li>
      ))}
    </ul>
  );
}
