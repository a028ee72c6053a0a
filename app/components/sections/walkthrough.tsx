import { Check, Pause, Play, RotateCcw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { type StepStatus, useWalkthrough, WALKTHROUGH_LABELS } from "#app/hooks/use-walkthrough.ts";
import { cn } from "#app/utils/cn.ts";
import type { WalkthroughStep } from "#content/playbooks.schema.ts";
import { anchorFor } from "#lib/anchor.ts";

// The active step is announced through aria-current; the others say where they stand.
const statusText: Record<StepStatus, string | null> = {
  completed: "completed",
  active: null,
  upcoming: "upcoming",
};

type WalkthroughProps = {
  heading: string;
  intro: string;
  steps: readonly WalkthroughStep[];
  /** What the current step involves (its phase, its parties), shown beside the controls. */
  context: (current: number) => ReactNode;
};

/**
 * A playbook's interactive walkthrough. Every step's text is in the page, so
 * it reads and prints in full without JavaScript; the controls play through
 * the steps, highlight the current one and show what it involves.
 */
export function Walkthrough({ heading, intro, steps, context }: WalkthroughProps) {
  const walkthrough = useWalkthrough(steps.length);
  const { current, total } = walkthrough;
  const headingId = useId();
  const step = steps[current];

  return (
    <section
      ref={walkthrough.ref}
      id={anchorFor(heading)}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16"
    >
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-muted">{intro}</p>
      </div>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:order-last print:static">
          <div className="flex flex-wrap items-center gap-3" data-print="hide">
            <Button onClick={walkthrough.toggle} className="min-w-32">
              {walkthrough.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {walkthrough.mainLabel}
            </Button>
            <Button variant="outline" onClick={walkthrough.reset}>
              <RotateCcw aria-hidden="true" />
              {WALKTHROUGH_LABELS.reset}
            </Button>
          </div>
          <div
            role="progressbar"
            aria-label={`${heading}: progress`}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={current + 1}
            aria-valuetext={`Step ${current + 1} of ${total}`}
            className="mt-5 h-2 overflow-hidden rounded-full bg-line"
            data-print="hide"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-500 ease-out"
              style={{ width: `${walkthrough.progress * 100}%` }}
            />
          </div>
          <div aria-live="polite" className="mt-5" data-print="hide">
            <p className="text-sm font-medium text-muted">
              Step {current + 1} of {total}
            </p>
            <p className="mt-1 text-lg font-semibold text-ink">{step?.title}</p>
            {step ? <p className="mt-2 border-l-4 border-accent pl-3 text-ink">{step.highlight}</p> : null}
          </div>
          <div className="mt-6">{context(current)}</div>
        </div>

        <ol className="grid gap-3">
          {steps.map((item, index) => {
            const status = walkthrough.statusOf(index);
            return (
              <li
                key={item.title}
                className={cn(
                  "rounded-xl border p-4 transition-colors break-inside-avoid",
                  status === "active" ? "border-brand bg-brand/5 shadow-sm" : "border-line bg-white",
                )}
              >
                <button
                  type="button"
                  onClick={() => walkthrough.goTo(index)}
                  aria-current={status === "active" ? "step" : undefined}
                  className="flex w-full items-center gap-3 rounded-md text-left"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                      status === "completed" && "bg-brand text-white",
                      status === "active" && "bg-accent text-white",
                      status === "upcoming" && "bg-surface text-muted ring-1 ring-line",
                    )}
                  >
                    {status === "completed" ? <Check className="size-4" /> : index + 1}
                  </span>
                  <span className="font-semibold text-ink">{item.title}</span>
                  {statusText[status] ? (
                    <>
                      {" "}
                      <span className="sr-only">({statusText[status]})</span>
                    </>
                  ) : null}
                </button>
                <p className="mt-2 pl-11 text-muted">{item.description}</p>
                <p className="mt-1 pl-11 text-sm text-muted">
                  <span className="font-medium text-ink">When:</span> {item.duration}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
