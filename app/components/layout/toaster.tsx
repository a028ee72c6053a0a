import { type ComponentType, useEffect, useState } from "react";
import { loadSonner, onSonnerLoaded } from "#app/utils/toast.ts";

type ToasterProps = { richColors?: boolean; closeButton?: boolean };

/**
 * sonner's Toaster, loaded once the page has settled or at the first toast,
 * whichever comes first, rather than with the page (docs/decisions/019).
 * Until then the page carries the same empty, polite live region sonner
 * renders, so a region is in the document before any toast is added, as
 * screen readers need. sonner's defaults are the spec's: bottom-right,
 * "Notifications", Alt+T.
 */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const stop = onSonnerLoaded((sonner) => setSonnerToaster(() => sonner.Toaster));
    const load = () => {
      loadSonner().catch(() => {
        // Offline: the first toast tries again.
      });
    };
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(load) : undefined;
    const fallback = idle === undefined ? window.setTimeout(load, 1000) : undefined;
    return () => {
      stop();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (fallback !== undefined) window.clearTimeout(fallback);
    };
  }, []);

  if (SonnerToaster) return <SonnerToaster richColors closeButton />;
  return (
    <section
      aria-label="Notifications alt+T"
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    />
  );
}
