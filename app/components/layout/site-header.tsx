import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { useScrolledPast } from "#app/hooks/use-scrolled-past.ts";
import { cn } from "#app/utils/cn.ts";
import { type NavLink as NavItem, navigation } from "#content/navigation.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { isCurrentPage, isInSection } from "./nav-links.ts";
import { SearchBox } from "./search-box.tsx";
import { SiteLogo } from "./site-logo.tsx";

/** Spec: the bar turns slightly translucent once the page is scrolled more than 50 px. */
export const TRANSLUCENT_AFTER_PX = 50;

export function SiteHeader() {
  const scrolled = useScrolledPast(TRANSLUCENT_AFTER_PX);
  return (
    <header
      data-print="hide"
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-line transition-colors",
        scrolled ? "bg-white/85 backdrop-blur-md" : "bg-white",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <SiteLogo />
        <DesktopNav />
        <SearchBox className="ml-auto hidden w-48 md:block lg:ml-0 lg:w-36 xl:w-56" />
        <MobileMenu />
      </div>
    </header>
  );
}

function DesktopNav() {
  const { pathname } = useLocation();
  const playbooksActive = navigation.playbooks.links.some((l) => isInSection(pathname, l.href));
  return (
    <NavigationMenu.Root aria-label="Main" className="relative ml-auto hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {navigation.leading.map((link) => (
          <TopLink key={link.href} link={link} pathname={pathname} />
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger
            className={cn(
              "group flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface data-[state=open]:bg-surface xl:px-3",
              playbooksActive && "text-accent-strong",
            )}
          >
            {navigation.playbooks.label}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-64 rounded-md border border-line bg-white p-2 shadow-lg">
            <ul>
              {navigation.playbooks.links.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link asChild active={isCurrentPage(pathname, link.href)}>
                    <Link
                      to={link.href}
                      onClick={markNavigationClick}
                      className={cn(
                        "block rounded-md px-3 py-2 text-sm hover:bg-surface",
                        isCurrentPage(pathname, link.href) && "bg-surface font-semibold text-accent-strong",
                      )}
                    >
                      {link.label}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {navigation.trailing.map((link) => (
          <TopLink key={link.href} link={link} pathname={pathname} />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function TopLink({ link, pathname }: { link: NavItem; pathname: string }) {
  const highlighted = isInSection(pathname, link.href);
  return (
    <NavigationMenu.Item>
      {/* `active` sets aria-current="page". */}
      <NavigationMenu.Link asChild active={isCurrentPage(pathname, link.href)}>
        <Link
          to={link.href}
          onClick={markNavigationClick}
          className={cn(
            "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap hover:bg-surface xl:px-3",
            highlighted ? "bg-surface text-accent-strong" : "text-ink",
          )}
        >
          {link.label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}
