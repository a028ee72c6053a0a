import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardTitle, cardLinkClassName } from "#app/components/ui/card.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as BlogImageName, images as blogImages } from "#app/generated/images/blog.ts";
import type { PostSummary } from "#content/blog.schema.ts";
import { PostMeta, PostTags } from "./post-meta.tsx";

/**
 * The featured article at the top of the blog: wide, with a larger title. Its
 * picture is the largest thing in the blog's first screen, so it loads at once.
 */
export function FeaturedPostCard({ post }: { post: PostSummary }) {
  return (
    <Card asChild interactive className="grid gap-8 overflow-hidden border-brand/30 p-0 lg:grid-cols-2">
      <article>
        <ResponsiveImage
          image={blogImages[post.image as BlogImageName]}
          sizes="(min-width: 1024px) 640px, 100vw"
          priority
          className="aspect-video size-full object-cover"
        />
        <div className="flex flex-col gap-4 p-8 lg:py-10 lg:pr-10 lg:pl-0">
          <PostMeta post={post} />
          <CardTitle className="text-2xl leading-tight sm:text-3xl">
            <Link to={`/blog/${post.id}`} className={cardLinkClassName("group-hover:text-brand")}>
              {post.title}
            </Link>
          </CardTitle>
          <p className="max-w-3xl text-lg leading-relaxed text-muted">{post.excerpt}</p>
          <PostTags tags={post.tags} />
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
            Read the article
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </article>
    </Card>
  );
}

/** One article in the blog's grid. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <Card asChild interactive className="gap-3 overflow-hidden p-0">
      <article>
        <ResponsiveImage
          image={blogImages[post.image as BlogImageName]}
          sizes="(min-width: 768px) 600px, 100vw"
          className="aspect-video w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-3 p-6">
          <PostMeta post={post} />
          <CardTitle className="text-xl leading-snug">
            <Link to={`/blog/${post.id}`} className={cardLinkClassName("group-hover:text-brand")}>
              {post.title}
            </Link>
          </CardTitle>
          <p className="leading-relaxed text-muted">{post.excerpt}</p>
          <PostTags tags={post.tags} className="mt-auto pt-2" />
        </div>
      </article>
    </Card>
  );
}
