import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import {
  type ComponentProps,
  createContext,
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
 * Radix supplies the state machine, aria-expanded and the keyboard model
 * (Home, End, ArrowUp, ArrowDown between triggers). The panels are our own:
 * Radix renders a closed panel empty, but the answers must be in the
 * server's HTML, readable without JavaScript and findable with the
 * browser's find-in-page. So every panel always holds its content, and a
 * closed one is hidden with `hidden="until-found"` once the page is live.
 */

type AccordionState = { value: string; open: (value: string) => void };
type ItemIds = { value: string; triggerId: string; contentId: string };

const AccordionStateContext = createContext<AccordionState | null>(null);
const AccordionItemContext = createContext<ItemIds | null>(null);

function useRequired<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`${part} must be used inside <Accordion> and <AccordionItem>`);
  return value;
}

/** A list where at most one item is open; with `collapsible`, the open item can be closed again. */
export function Accordion({
  className,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  ...props
}: AccordionPrimitive.AccordionSingleProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const open = useCallback(
    (next: string) => {
      setUncontrolled(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const state = useMemo(() => ({ value, open }), [value, open]);
  return (
    <AccordionStateContext value={state}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        value={value}
        onValueChange={open}
        className={cn("divide-y divide-line", className)}
        {...props}
      />
    </AccordionStateContext>
  );
}

export function AccordionItem({ value, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  const id = useId();
  const ids = useMemo(() => ({ value, triggerId: `${id}trigger`, contentId: `${id}content` }), [id, value]);
  return (
    <AccordionItemContext value={ids}>
      <AccordionPrimitive.Item data-slot="accordion-item" value={value} {...props} />
    </AccordionItemContext>
  );
}

type TriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level that wraps the trigger, so the page outline stays in order. */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: TriggerProps) {
  const { triggerId, contentId } = useRequired(useContext(AccordionItemContext), "AccordionTrigger");
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          // Our panel always exists, so the trigger always controls it.
          id={triggerId}
          aria-controls={contentId}
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
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
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
