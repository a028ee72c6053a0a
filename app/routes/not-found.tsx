import { data } from "react-router";
import { NotFound } from "#app/components/sections/not-found.tsx";
import { seo } from "#app/utils/seo.ts";
import type { Route } from "./+types/not-found";

// Every unknown path answers HTTP 404 with the spec's page, never a 200.
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist or has been moved. Find your way from our home page.",
    keywords: ["404", "page not found"],
    noindex: true,
  });

export default function NotFoundPage() {
  return <NotFound />;
}
