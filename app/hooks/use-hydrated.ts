import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and while the page hydrates, true just after. For what
 * only works in the browser (a button that opens a script-driven panel, a
 * choice kept in localStorage). The change is a transition, so drawing those
 * parts is its own short task instead of lengthening hydration's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
