import { type ComponentType, useEffect, useState } from "react";
import { loadSonner, onSonnerLoaded } from "#app/utils/toast.ts";

type ToasterProps = { richColors?: boolean; closeButton?: boolean };

const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;

/**
 * sonner's Toaster, loaded at the visitor's first interaction or first toast,
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
    // A toast follows something the visitor did (sent a form, opened the chat), so
    // sonner starts loading at their first press, key or focus and is there by the
    // time a form is answered; a visitor who only reads never downloads or runs it.
    const load = () => {
      forget();
      loadSonner().catch(() => {
        // Offline: the first toast tries again.
      });
    };
    const forget = () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, load, true);
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      stop();
      forget();
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
