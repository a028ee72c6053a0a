import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as GalleryImageName, images as galleryImages } from "#app/generated/images/gallery.ts";
import type { GalleryItem, GallerySpan } from "#content/projects.schema.ts";

/**
 * Content names a span; these fixed class lists are what Tailwind sees.
 * Small screens use two columns, so wide items fill a row there; sizes
 * follow the column count at each breakpoint.
 */
const spanLayout: Record<GallerySpan, { className: string; sizes: string }> = {
  "col-span-1 row-span-1": {
    className: "col-span-1 row-span-1",
    sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  },
  "col-span-2 row-span-1": {
    className: "col-span-2 row-span-1",
    sizes: "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, (min-width: 640px) 67vw, 100vw",
  },
  "col-span-1 row-span-2": {
    className: "col-span-1 row-span-2",
    sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  },
  "col-span-2 row-span-2": {
    className: "col-span-2 row-span-2",
    sizes: "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, (min-width: 640px) 67vw, 100vw",
  },
};

/**
 * The project photographs in a dense grid of fixed row heights: every box
 * has its size before its image arrives, so nothing shifts as they load.
 */
export function ProjectGallery({ items }: { items: readonly GalleryItem[] }) {
  return (
    <ul className="grid grid-flow-row-dense auto-rows-[9rem] grid-cols-2 gap-3 sm:auto-rows-[11rem] sm:grid-cols-3 lg:auto-rows-[13rem] lg:grid-cols-4">
      {items.map((item) => {
        const layout = spanLayout[item.span];
        return (
          <li key={item.image} className={`${layout.className} overflow-hidden rounded-lg bg-surface`}>
            <ResponsiveImage
              image={galleryImages[item.image as GalleryImageName]}
              sizes={layout.sizes}
              className="size-full object-cover transition-transform duration-300 hover:scale-105"
            />
          </li>
        );
      })}
    </ul>
  );
}
