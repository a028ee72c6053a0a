import { LoaderCircle, MessageCircle } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { toast } from "#app/utils/toast.ts";

let panelModule: Promise<typeof import("./chat-panel.tsx")> | undefined;

/**
 * The panel's code arrives on first use (or when the pointer or focus reaches
 * the button), never with the page. A failed download is tried again next time.
 */
function loadPanel() {
  panelModule ??= import("./chat-panel.tsx");
  panelModule.catch(() => {
    panelModule = undefined;
  });
  return panelModule;
}

/** A panel that could not load closes again with a notice, instead of taking the page down. */
class PanelBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The round chat button (spec section 2), mounted once by the shell so the
 * conversation lives on across client-side navigation. It shows only after
 * hydration: without JavaScript it could not open anything.
 */
export function ChatLauncher() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closing hands focus back to the button that opened the panel.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt needs a fresh lazy component.
  const ChatPanel = useMemo(() => lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel }))), [attempt]);

  if (!hydrated) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open chat assistant"
        aria-haspopup="dialog"
        hidden={open}
        data-print="hide"
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        onClick={() => {
          setStarted(true);
          setOpen(true);
        }}
        className="fixed right-5 bottom-6 z-30 flex size-14 -translate-y-(--cookie-banner-height) items-center justify-center rounded-full bg-brand text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-strong motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </button>
      {started ? (
        <PanelBoundary
          key={attempt}
          onError={() => {
            toast.error("Error", { description: "The chat could not be loaded. Please try again." });
            setOpen(false);
            setStarted(false);
            setAttempt((value) => value + 1);
          }}
        >
          <Suspense fallback={open ? <PanelLoading /> : null}>
            <ChatPanel open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}

function PanelLoading() {
  return (
    <div
      role="status"
      className="fixed right-5 bottom-6 z-40 flex size-14 -translate-y-(--cookie-banner-height) items-center justify-center rounded-full bg-brand text-white shadow-lg"
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">Loading the chat assistant</span>
    </div>
  );
}
