import { AlertTriangle, RefreshCw } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/** The full-page screen for an unexpected rendering error; texts are the spec's. */
export function ErrorFallback({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-surface px-4">
      <div className="max-w-md rounded-lg border border-line bg-white p-8 text-center shadow-sm">
        <AlertTriangle aria-hidden="true" className="mx-auto size-12 text-danger" />
        <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-muted">
          We're sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Refresh Page
          </Button>
        </div>
      </div>
    </main>
  );
}
