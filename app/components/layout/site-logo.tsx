import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { company } from "#content/company.ts";

export function SiteLogo() {
  return (
    <Link
      to="/"
      onClick={markNavigationClick}
      className="flex items-center gap-2 font-bold text-brand"
      aria-label={`${company.name}, home`}
    >
      <Building2 aria-hidden="true" className="size-7" />
      <span className="text-lg leading-tight">{company.shortName}</span>
    </Link>
  );
}
