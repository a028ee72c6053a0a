import { preload } from "react-dom";
import type { ImageEntry } from "#app/generated/images.ts";

export type ResponsiveImageProps = {
  /**
   * An image from content/images, from the module of its folder, e.g.
   * `images["projects/islington"]` of `#app/generated/images/projects.ts`:
   * a page then ships the descriptions of its own images only.
   */
  image: ImageEntry;
  /** Overrides the description kept in content/images/alt-text.ts. */
  alt?: string;
  /** How wide the image shows at each breakpoint, e.g. `(min-width: 1024px) 33vw, 100vw`. */
  sizes: string;
  /** For the largest image above the fold: loads at once with high priority instead of lazily. */
  priority?: boolean;
  /** Classes for the `<img>`. */
  className?: string;
};

/**
 * A picture from the build's image pipeline: AVIF, then WebP, then a JPEG fallback, each at several
 * widths. Width and height come from the manifest, so the browser reserves the space before the
 * file arrives and nothing below it moves.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  if (priority) {
    // Announced at the top of the document's head, ahead of the scripts, so the largest paint
    // waits for nothing but the HTML and the stylesheet. A browser without AVIF skips it.
    preload(image.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: image.avif,
      imageSizes: sizes,
      type: "image/avif",
    });
  }
  return (
    // `contents` lets the <img> size and position itself against the picture's parent, as if
    // <picture> were not there, so `size-full` or `absolute inset-0` behave as expected.
    <picture className="contents">
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
