import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "#app/utils/cn.ts";

type HoverPopoverContextValue = { open: boolean; contentId: string; toggle: () => void };

const HoverPopoverContext = createContext<HoverPopoverContextValue | null>(null);

function useHoverPopover(part: string): HoverPopoverContextValue {
  const context = useContext(HoverPopoverContext);
  if (!context) throw new Error(`<${part}> must sit inside <HoverPopover>`);
  return context;
}

/**
 * A panel of details laid over its container, opened by a mouse hovering it,
 * by keyboard focus arriving in it, or by a tap or click on its trigger
 * (touch screens have no hover). Escape dismisses it (WCAG 1.4.13). The
 * content is always rendered, so it is in the server HTML; before hydration
 * plain CSS hover and focus show it, so it reads without JavaScript too.
 * (Radix HoverCard ignores touch and is hidden from screen readers; Radix
 * Popover opens on click only and keeps closed content out of the HTML.)
 */
export function HoverPopover({
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  onKeyDown,
  onPointerDown,
  onClick,
  children,
  ...props
}: ComponentProps<"div">) {
  const rootRef = useRef<HTMLDivElement>(null);
  const contentId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Set between a press and its click: focus that a press causes is not
  // keyboard focus and must not open the panel, or the click would close it.
  // (A touch focuses only after its pointerup, so the click is the end.)
  const pressing = useRef(false);
  const open = !dismissed && (hovered || focused || pinned);

  // A pinned panel (opened by a tap) closes when the visitor taps elsewhere.
  useEffect(() => {
    if (!pinned) return;
    const onOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener("pointerdown", onOutside);
    return () => document.removeEventListener("pointerdown", onOutside);
  }, [pinned]);

  const toggle = () => {
    if (open) {
      setPinned(false);
      setDismissed(true);
    } else {
      setPinned(true);
      setDismissed(false);
    }
  };

  return (
    <HoverPopoverContext.Provider value={{ open, contentId, toggle }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the container only observes hover and focus around its trigger, which is the interactive element. */}
      <div
        ref={rootRef}
        data-slot="hover-popover"
        data-state={open ? "open" : "closed"}
        className={cn("relative", className)}
        onPointerEnter={(event: PointerEvent<HTMLDivElement>) => {
          onPointerEnter?.(event);
          // Touch has no hover: a tap reaches the trigger's click instead.
          if (event.pointerType === "touch") return;
          setHovered(true);
          setDismissed(false);
        }}
        onPointerLeave={(event: PointerEvent<HTMLDivElement>) => {
          onPointerLeave?.(event);
          if (event.pointerType === "touch") return;
          pressing.current = false;
          setHovered(false);
        }}
        onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
          onPointerDown?.(event);
          pressing.current = true;
        }}
        onClick={(event: MouseEvent<HTMLDivElement>) => {
          onClick?.(event);
          pressing.current = false;
        }}
        onFocus={(event: FocusEvent<HTMLDivElement>) => {
          onFocus?.(event);
          if (pressing.current) return;
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          onBlur?.(event);
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setFocused(false);
          setPinned(false);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          onKeyDown?.(event);
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setPinned(false);
            setDismissed(true);
          }
        }}
        {...props}
      >
        {children}
      </div>
    </HoverPopoverContext.Provider>
  );
}

export function HoverPopoverTrigger({ className, onClick, ...props }: ComponentProps<"button">) {
  const { open, contentId, toggle } = useHoverPopover("HoverPopoverTrigger");
  return (
    <button
      type="button"
      data-slot="hover-popover-trigger"
      aria-expanded={open}
      aria-controls={contentId}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        toggle();
      }}
      {...props}
    />
  );
}

export function HoverPopoverContent({ className, ...props }: ComponentProps<"div">) {
  const { open, contentId } = useHoverPopover("HoverPopoverContent");
  return (
    <div
      id={contentId}
      data-slot="hover-popover-content"
      data-state={open ? "open" : "closed"}
      className={cn(
        "invisible absolute inset-0 z-10 overflow-y-auto opacity-0 transition-[opacity,visibility] duration-150",
        "data-[state=open]:visible data-[state=open]:opacity-100",
        // Until the page is interactive, CSS alone opens it on hover and focus.
        "[html:not([data-hydrated])_[data-slot=hover-popover]:hover_&]:visible",
        "[html:not([data-hydrated])_[data-slot=hover-popover]:hover_&]:opacity-100",
        "[html:not([data-hydrated])_[data-slot=hover-popover]:focus-within_&]:visible",
        "[html:not([data-hydrated])_[data-slot=hover-popover]:focus-within_&]:opacity-100",
        className,
      )}
      {...props}
    />
  );
}
