import { Deferred } from "#app/components/sections/deferred.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { FeaturedPostCard, PostCard } from "#app/components/sections/post-card.tsx";
import { PostListSkeleton } from "#app/components/sections/post-skeletons.tsx";
import { seo } from "#app/utils/seo.ts";
import type { PostSummary } from "#content/blog.schema.ts";
import { page } from "#content/pages.ts";
import { listPosts } from "#server/content/blog.ts";
import type { Route } from "./+types/blog";

const content = page("blog");

export function loader() {
  return { posts: listPosts() };
}

// On client-side navigation the page shows at once, with placeholder cards
// while the list really loads; the server always sends the finished list.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { posts: serverLoader().then((data) => data.posts) };
}

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <Deferred value={loaderData.posts} fallback={<PostListSkeleton count={3} />} errorElement={<LoadFailed />}>
        {(posts) => <PostList posts={posts} />}
      </Deferred>
    </>
  );
}

function PostList({ posts }: { posts: PostSummary[] }) {
  const featured = posts.find((post) => post.featured);
  const others = posts.filter((post) => post !== featured);
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 sm:px-6">
      {featured ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-4 text-sm font-semibold tracking-wide text-accent uppercase">
            Featured article
          </h2>
          <FeaturedPostCard post={featured} />
        </section>
      ) : null}
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="mb-4 text-sm font-semibold tracking-wide text-accent uppercase">
          Latest articles
        </h2>
        <div className="grid gap-8 md:grid-cols-2">
          {others.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </section>
    </div>
  );
}

function LoadFailed() {
  return (
    <p role="alert" className="mx-auto max-w-7xl px-4 text-muted sm:px-6">
      The articles could not be loaded. Please check your connection and refresh the page.
    </p>
  );
}
