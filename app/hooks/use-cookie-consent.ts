import { useSyncExternalStore } from "react";

/** The spec stores the choice in localStorage as `accepted` or `declined`. */
export type ConsentChoice = "accepted" | "declined";
export const CONSENT_STORAGE_KEY = "cookie-consent";

type ConsentState = {
  /** null until the visitor chooses; "unknown" while rendering on the server. */
  choice: ConsentChoice | null | "unknown";
  /** The banner shows when no choice is stored, or when the visitor reopens it. */
  bannerOpen: boolean;
};

const listeners = new Set<() => void>();
let reopened = false;
/** Used when storage is blocked: the choice then lasts for this page view only. */
let memoryChoice: ConsentChoice | null = null;
let snapshot: ConsentState | undefined;
const SERVER_STATE: ConsentState = { choice: "unknown", bannerOpen: false };

function readStoredChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "declined" ? value : memoryChoice;
  } catch {
    // Storage can be blocked (private modes, strict settings).
    return memoryChoice;
  }
}

function computeState(): ConsentState {
  const choice = readStoredChoice();
  return { choice, bannerOpen: choice === null || reopened };
}

function emit() {
  snapshot = computeState();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) emit();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function getSnapshot(): ConsentState {
  snapshot ??= computeState();
  return snapshot;
}

export function setConsent(choice: ConsentChoice) {
  memoryChoice = choice;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Blocked storage: memoryChoice carries the choice.
  }
  reopened = false;
  emit();
}

/** The footer's "Cookie settings" link: show the choice again. */
export function reopenConsent() {
  reopened = true;
  emit();
}

export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_STATE);
}
