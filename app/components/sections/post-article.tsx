import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as BlogImageName, images as blogImages } from "#app/generated/images/blog.ts";
import type { Post } from "#content/blog.schema.ts";
import { PostMeta, PostTags } from "./post-meta.tsx";
import { ShareMenu } from "./share-menu.tsx";

// The body is HTML rendered at build time from our own Markdown files, never from visitor input.
const bodyClassName = [
  "mt-10 text-lg leading-relaxed text-ink",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic",
].join(" ");

/** A whole post: category, title, subtitle, date, read time, share control, body and tags. */
export function PostArticle({ post, shareUrl }: { post: Post; shareUrl: string }) {
  return (
    <>
      <header className="mt-6">
        <PostMeta post={post} />
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-muted">{post.subtitle}</p>
        <div className="mt-6">
          <ShareMenu title={post.title} text={post.excerpt} url={shareUrl} />
        </div>
      </header>
      <ResponsiveImage
        image={blogImages[post.image as BlogImageName]}
        sizes="(min-width: 768px) 720px, 100vw"
        priority
        className="mt-10 aspect-video w-full rounded-2xl object-cover"
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the build */}
      <div className={bodyClassName} dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="mt-12 border-t border-line pt-6">
        <h2 className="text-sm font-semibold text-ink">Tags</h2>
        <PostTags tags={post.tags} className="mt-3" />
      </footer>
    </>
  );
}
