import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { cn } from "#app/utils/cn.ts";
import { type NavLink as NavItem, navigation } from "#content/navigation.ts";
import { isCurrentPage, isInSection } from "./nav-links.ts";
import { SearchBox } from "./search-box.tsx";

/** Below large width: one toggle holding every item, the Playbooks group and the search box. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Spec: the menu closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // Focus would otherwise be lost inside the panel that is now hidden.
      toggleRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const choose = () => {
    markNavigationClick();
    setOpen(false);
  };

  return (
    <div className="ml-auto lg:hidden md:ml-0">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6"
      >
        <SearchBox className="mb-3" onChoose={choose} />
        <ul className="grid gap-1">
          {navigation.leading.map((link) => (
            <MenuLink key={link.href} link={link} pathname={pathname} onChoose={choose} />
          ))}
          <li>
            <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {navigation.playbooks.label}
            </p>
            <ul className="grid gap-1">
              {navigation.playbooks.links.map((link) => (
                <MenuLink key={link.href} link={link} pathname={pathname} onChoose={choose} />
              ))}
            </ul>
          </li>
          {navigation.trailing.map((link) => (
            <MenuLink key={link.href} link={link} pathname={pathname} onChoose={choose} />
          ))}
        </ul>
      </nav>
    </div>
  );
}

function MenuLink({ link, pathname, onChoose }: { link: NavItem; pathname: string; onChoose: () => void }) {
  return (
    <li>
      <Link
        to={link.href}
        aria-current={isCurrentPage(pathname, link.href) ? "page" : undefined}
        onClick={onChoose}
        className={cn(
          "block rounded-md px-3 py-2 font-medium hover:bg-surface",
          isInSection(pathname, link.href) ? "bg-surface text-accent-strong" : "text-ink",
        )}
      >
        {link.label}
      </Link>
    </li>
  );
}
