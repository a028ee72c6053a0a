import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

type DeferredProps<T> = {
  value: T | Promise<T>;
  /** Shown while the promise is pending: the page's placeholder. */
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
};

/**
 * Renders data that is either already here (server render, first visit) or
 * still on its way (client-side navigation). Data that is already here never
 * passes through Suspense: React's server renderer moves a large Suspense
 * boundary's content out of line and shows its fallback in place, so a
 * visitor without JavaScript would see only the placeholder.
 */
export function Deferred<T>({ value, fallback, errorElement, children }: DeferredProps<T>) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement}>
        {(resolved: T) => children(resolved)}
      </Await>
    </Suspense>
  );
}
