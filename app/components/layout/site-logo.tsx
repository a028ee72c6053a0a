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
      {/* At large widths up to xl the full navigation needs the room; the link keeps its name. */}
      <span className="text-lg leading-tight whitespace-nowrap lg:hidden xl:inline">{company.shortName}</span>
    </Link>
  );
}
