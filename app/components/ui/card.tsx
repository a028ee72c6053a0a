import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/utils/cn.ts";

export const cardVariants = cva("relative flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm", {
  variants: {
    // A card whose title link stretches over it: the whole card is clickable,
    // and the ring shows where keyboard focus is.
    interactive: {
      true: "group transition-shadow hover:shadow-md has-focus-visible:ring-3 has-focus-visible:ring-accent",
      false: "",
    },
  },
  defaultVariants: { interactive: false },
});

type CardProps = ComponentProps<"div"> & VariantProps<typeof cardVariants> & { asChild?: boolean };

export function Card({ className, interactive, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp data-slot="card" className={cn(cardVariants({ interactive }), className)} {...props} />;
}

export function CardTitle({ className, asChild = false, ...props }: ComponentProps<"h3"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "h3";
  return <Comp data-slot="card-title" className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("mt-2 text-muted", className)} {...props} />;
}

/** The link inside a card's title, stretched over the whole card. */
export function cardLinkClassName(className?: string) {
  return cn("after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none", className);
}
