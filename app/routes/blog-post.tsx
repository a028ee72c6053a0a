import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useMatches } from "react-router";
import { Deferred } from "#app/components/sections/deferred.tsx";
import { PostArticle } from "#app/components/sections/post-article.tsx";
import { ArticleSkeleton } from "#app/components/sections/post-skeletons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { blogPostingJsonLd } from "#app/utils/blog-metadata.ts";
import { seo, siteUrlFrom } from "#app/utils/seo.ts";
import { absoluteUrl } from "#lib/url.ts";
import { getPost } from "#server/content/blog.ts";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.id);
  if (!post) throw data(null, { status: 404 });
  return { summary: post, post };
}

// On client-side navigation the page shows at once with its title and
// placeholder lines while the article really loads. The post's summary (a
// small generated module, shared by every post) comes first, so the page's
// metadata is the post's own from the start and unknown ids are known
// without asking the server.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const { postSummaries } = await import("#content/blog.summaries.ts");
  const summary = postSummaries.find((p) => p.id === params.id);
  if (!summary) throw data(null, { status: 404 });
  return { summary, post: serverLoader().then((loaded) => loaded.post) };
}

export const meta: Route.MetaFunction = (args) => {
  const summary = args.loaderData?.summary;
  if (!summary) {
    return seo(args, {
      title: "Post not found",
      description: "The article you are looking for does not exist. Browse all of our industry insights.",
      keywords: ["blog"],
      noindex: true,
    });
  }
  return seo(args, {
    title: summary.title,
    description: summary.excerpt,
    // A category that is also a tag is named once.
    keywords: [...new Set([...summary.tags, summary.category])],
    ogType: "article",
    structuredData: [blogPostingJsonLd(summary, siteUrlFrom(args.matches))],
  });
};

export default function BlogPostPage({ loaderData, params }: Route.ComponentProps) {
  const shareUrl = absoluteUrl(siteUrlFrom(useMatches()), `/blog/${params.id}`);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
      <BackToBlog />
      {/* Keyed by post, so moving between posts shows the next one's placeholders, not the last one's body. */}
      <Deferred
        key={params.id}
        value={loaderData.post}
        fallback={<PostLoading title={loaderData.summary.title} />}
        errorElement={<LoadFailed />}
      >
        {(post) => <PostArticle post={post} shareUrl={shareUrl} />}
      </Deferred>
    </article>
  );
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

function PostLoading({ title }: { title: string }) {
  return (
    <header className="mt-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
      <ArticleSkeleton lines={8} />
    </header>
  );
}

function LoadFailed() {
  return (
    <p role="alert" className="mt-10 text-muted">
      The article could not be loaded. Please check your connection and refresh the page.
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Only an unknown id is "not found"; anything else is the site's error screen.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
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
