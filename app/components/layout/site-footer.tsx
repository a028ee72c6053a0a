import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { reopenConsent } from "#app/hooks/use-cookie-consent.ts";
import { company, copyrightNotice, formatAddress } from "#content/company.ts";
import { navigation, SITE_MAP_ANCHOR } from "#content/navigation.ts";
import { COOKIE_SETTINGS_ANCHOR, siteFurniture } from "#content/site-furniture.ts";

export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  return (
    <footer
      id={SITE_MAP_ANCHOR}
      data-print="hide"
      className="mt-24 scroll-mt-24 border-t border-line bg-brand-strong text-slate-200"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-lg font-bold text-white">
            {company.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{company.blurb}</p>
          <ul className="mt-4 grid gap-2 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{formatAddress()}</span>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${company.email}`} className="underline-offset-4 hover:text-white hover:underline">
                {company.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${company.phone.e164}`} className="underline-offset-4 hover:text-white hover:underline">
                {company.phone.display}
              </a>
            </li>
          </ul>
        </section>
        {navigation.footer.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <Link to={link.href} className="underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wide text-white uppercase">
            {siteFurniture.newsletter.heading}
          </h2>
          <p className="mt-3 text-sm">{siteFurniture.newsletter.intro}</p>
          <div className="mt-4">{newsletter}</div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            {copyrightNotice()} Registered in {company.registration.jurisdiction}, company number{" "}
            {company.registration.number}.
          </p>
          <ul className="flex flex-wrap gap-4">
            {navigation.legal.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                id={COOKIE_SETTINGS_ANCHOR}
                onClick={reopenConsent}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {siteFurniture.cookieBanner.settings}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
