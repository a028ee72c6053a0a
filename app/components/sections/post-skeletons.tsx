import type { ComponentProps } from "react";
import { cn } from "#app/utils/cn.ts";

function Bar({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("h-4 animate-pulse rounded bg-line", className)} {...props} />;
}

/**
 * Placeholder cards while the blog list's data is really loading (client-side
 * navigation only; the server always sends the finished list).
 */
export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2">
      <span className="sr-only">Loading articles…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
          key={index}
          data-testid="post-card-skeleton"
          aria-hidden="true"
          className={cn("rounded-xl border border-line bg-white p-6", index === 0 && "md:col-span-2")}
        >
          <div className="aspect-video w-full animate-pulse rounded-lg bg-line" />
          <Bar className="mt-6 w-40" />
          <Bar className="mt-4 h-6 w-3/4" />
          <Bar className="mt-4" />
          <Bar className="mt-2 w-5/6" />
          <div className="mt-6 flex gap-2">
            <Bar className="w-16" />
            <Bar className="w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder lines while a post's body is really loading during client-side navigation. */
export function ArticleSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="mt-10">
      <span className="sr-only">Loading article…</span>
      <div aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <Bar
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
            key={index}
            data-testid="article-line-skeleton"
            className={cn("mt-4", index % 4 === 3 ? "w-2/3" : "w-full")}
          />
        ))}
      </div>
    </div>
  );
}
