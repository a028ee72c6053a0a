// biome-ignore lint/style/noRestrictedImports: this module is the one door to sonner.
import type { ExternalToast } from "sonner";

/**
 * sonner's `toast`, without sonner on the first load: about 9 KB compressed
 * that no page needs before a visitor sends a form (docs/decisions/019).
 * Every call loads sonner once (the shell's Toaster mounts with it) and then
 * shows the toast; sonner hands a Toaster the toasts made before it subscribed.
 * Import `toast` from here, never from "sonner" (biome.json enforces it).
 */
type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(sonner: Sonner) => void>();

/** Loads sonner once and tells every listener. A failed load can be tried again. */
export function loadSonner(): Promise<Sonner> {
  // biome-ignore lint/style/noRestrictedImports: this module is the one door to sonner.
  loading ??= import("sonner").then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener(sonner);
      return sonner;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once sonner is loaded (at once if it is). Returns the unsubscribe. */
export function onSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Show = (title: string, options?: ExternalToast) => void;

function shower(kind: "success" | "error" | "info" | "warning" | "message"): Show {
  return (title, options) => {
    loadSonner().then(
      (sonner) => sonner.toast[kind](title, options),
      (error: unknown) => console.error("Could not show a notification", error),
    );
  };
}

export const toast = {
  success: shower("success"),
  error: shower("error"),
  info: shower("info"),
  warning: shower("warning"),
  message: shower("message"),
};
