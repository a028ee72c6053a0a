import { ArrowLeft, Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The spec's 404 page. The attempted path is logged to the console as an error. */
export function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  const goBack = () => {
    // React Router numbers its history entries; index 0 means nothing to go back to on this site.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else window.history.length > 1 ? window.history.back() : navigate("/");
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted">The page you're looking for doesn't exist or has been moved.</p>
      <div className="mt-8 flex gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </section>
  );
}
