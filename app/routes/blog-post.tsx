import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { seo } from "#app/utils/seo.ts";
import { findPost } from "#content/blog.ts";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.id);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: args.loaderData.post.title,
        description: args.loaderData.post.excerpt,
        keywords: ["industry insights", args.loaderData.post.category],
        ogType: "article",
      })
    : seo(args, {
        title: "Post not found",
        description: "The article you are looking for does not exist. Browse all of our industry insights.",
        keywords: ["blog"],
        noindex: true,
      });

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6">
        <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
      </div>
      <PageHeader heading={post.title} intro={post.excerpt}>
        <p className="mt-4 text-sm text-muted">
          {post.category} ·{" "}
          <time dateTime={post.date}>
            {new Date(post.date).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" })}
          </time>
        </p>
      </PageHeader>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Post not found</h1>
      <p className="mt-3 text-muted">We could not find that article. It may have been renamed or removed.</p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </section>
  );
}
