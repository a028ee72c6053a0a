import { ChevronDown } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "#app/utils/cn.ts";

/*
 * The WAI-ARIA accordion pattern: each question is a button inside a heading,
 * with aria-expanded and aria-controls; ArrowUp, ArrowDown, Home and End move
 * between the questions. Our own rather than Radix's, whose code (about 6 KB
 * compressed) every page with questions would load (docs/decisions/019).
 * Every panel always holds its content: the answers must be in the server's
 * HTML, readable without JavaScript and findable with the browser's
 * find-in-page. A closed one is hidden with `hidden="until-found"` once the
 * page is live.
 */

type AccordionState = { value: string; open: (value: string) => void; toggle: (value: string) => void };
type ItemIds = { value: string; triggerId: string; contentId: string };

const AccordionStateContext = createContext<AccordionState | null>(null);
const AccordionItemContext = createContext<ItemIds | null>(null);

function useRequired<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`${part} must be used inside <Accordion> and <AccordionItem>`);
  return value;
}

type AccordionProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** One item open at most (the only kind this site uses). */
  type: "single";
  /** The open item can be closed again. */
  collapsible?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** ArrowDown, ArrowUp, Home and End move focus between the questions of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const triggers = [
    ...(event.currentTarget
      .closest('[data-slot="accordion"]')
      ?.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]') ?? []),
  ];
  const index = triggers.indexOf(event.currentTarget);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 }[event.key];
  if (next === undefined || index === -1) return;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]?.focus();
}

/** A list where at most one item is open; with `collapsible`, the open item can be closed again. */
export function Accordion({
  className,
  type: _single,
  collapsible = false,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  ...props
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const open = useCallback(
    (next: string) => {
      setUncontrolled(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const toggle = useCallback(
    (item: string) => {
      if (item !== value) open(item);
      else if (collapsible) open("");
    },
    [value, open, collapsible],
  );
  const state = useMemo(() => ({ value, open, toggle }), [value, open, toggle]);

  return (
    <AccordionStateContext value={state}>
      <div data-slot="accordion" className={cn("divide-y divide-line", className)} {...props} />
    </AccordionStateContext>
  );
}

export function AccordionItem({ value, ...props }: ComponentProps<"div"> & { value: string }) {
  const id = useId();
  const { value: openValue } = useRequired(useContext(AccordionStateContext), "AccordionItem");
  const ids = useMemo(() => ({ value, triggerId: `${id}trigger`, contentId: `${id}content` }), [id, value]);
  return (
    <AccordionItemContext value={ids}>
      <div data-slot="accordion-item" data-state={openValue === value ? "open" : "closed"} {...props} />
    </AccordionItemContext>
  );
}

type TriggerProps = ComponentProps<"button"> & {
  /** The heading level that wraps the trigger, so the page outline stays in order. */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  onClick,
  onKeyDown,
  ...props
}: TriggerProps) {
  const { value, toggle } = useRequired(useContext(AccordionStateContext), "AccordionTrigger");
  const ids = useRequired(useContext(AccordionItemContext), "AccordionTrigger");
  const isOpen = value === ids.value;
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        data-slot="accordion-trigger"
        data-state={isOpen ? "open" : "closed"}
        id={ids.triggerId}
        // Our panel always exists, so the trigger always controls it.
        aria-controls={ids.contentId}
        aria-expanded={isOpen}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle(ids.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
        className={cn(
          "group flex flex-1 items-start justify-between gap-4 rounded-md py-5 text-left text-lg font-semibold text-ink transition-colors hover:text-brand focus-visible:outline-3 focus-visible:outline-accent",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<"section">) {
  const { value, open } = useRequired(useContext(AccordionStateContext), "AccordionContent");
  const ids = useRequired(useContext(AccordionItemContext), "AccordionContent");
  const isOpen = value === ids.value;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    if (isOpen) {
      panel.removeAttribute("hidden");
      return;
    }
    // React cannot render this value of `hidden`, so it is set here. Where
    // find-in-page matches inside, the browser reveals the panel and fires
    // `beforematch`, and the item opens to match.
    panel.setAttribute("hidden", "until-found");
    const reveal = () => open(ids.value);
    panel.addEventListener("beforematch", reveal);
    return () => panel.removeEventListener("beforematch", reveal);
  }, [isOpen, open, ids.value]);

  return (
    <section
      ref={ref}
      id={ids.contentId}
      aria-labelledby={ids.triggerId}
      data-slot="accordion-content"
      data-state={isOpen ? "open" : "closed"}
      // Until the effect above runs, a closed panel is hidden by this class,
      // except when scripting is off: then every answer stays readable.
      className="data-[state=closed]:not-[[hidden]]:not-noscript:hidden"
      {...props}
    >
      <div className={cn("pb-5 text-muted leading-relaxed", className)}>{children}</div>
    </section>
  );
}
