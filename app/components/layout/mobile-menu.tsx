import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { cn } from "#app/utils/cn.ts";
import { type NavLink as NavItem, navigation } from "#content/navigation.ts";
import { isCurrentPage, isInSection } from "./nav-links.ts";
import { SearchBox } from "./search-box.tsx";

const toggleClassName = "flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface";
const panelClassName =
  "absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6";

/**
 * Below large width: one toggle holding every item, the Playbooks group and
 * the search box. Until the scripts have run (on a slow phone, the first
 * seconds of a visit; without JavaScript, always) it is a `<details>`, which
 * opens and closes with no script; then the scripted menu takes its place,
 * open if the visitor had opened it.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const [openedEarly, setOpenedEarly] = useState(false);
  useEffect(() => {
    // Runs once, as the page hydrates: before that, only the browser knew.
    if (details.current?.open) setOpenedEarly(true);
  }, []);

  if (hydrated) return <ScriptedMobileMenu initiallyOpen={openedEarly} />;
  return (
    <details
      ref={details}
      onToggle={(event) => setOpenedEarly(event.currentTarget.open)}
      className="group/menu ml-auto lg:hidden md:ml-0"
    >
      <summary className={cn(toggleClassName, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
        {/* The name follows the state, as the scripted toggle's does; CSS shows the right one. */}
        <span className="sr-only group-open/menu:hidden">Open menu</span>
        <span className="sr-only hidden group-open/menu:inline">Close menu</span>
      </summary>
      <MenuPanel className={panelClassName} />
    </details>
  );
}

function ScriptedMobileMenu({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { pathname, search } = useLocation();
  const location = `${pathname}${search}`;
  const shownAt = useRef(location);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Spec: the menu closes on every route change (and only then: not when this menu first appears).
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setOpen(false);
  }, [location]);

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
        className={toggleClassName}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <MenuPanel id={panelId} hidden={!open} onChoose={choose} className={panelClassName} />
    </div>
  );
}

function MenuPanel({
  id,
  hidden,
  onChoose,
  className,
}: {
  id?: string;
  hidden?: boolean;
  onChoose?: () => void;
  className: string;
}) {
  const { pathname } = useLocation();
  return (
    <nav id={id} aria-label="Main" hidden={hidden} className={className}>
      <SearchBox className="mb-3" onChoose={onChoose} />
      <ul className="grid gap-1">
        {navigation.leading.map((link) => (
          <MenuLink key={link.href} link={link} pathname={pathname} onChoose={onChoose} />
        ))}
        <li>
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
            {navigation.playbooks.label}
          </p>
          <ul className="grid gap-1">
            {navigation.playbooks.links.map((link) => (
              <MenuLink key={link.href} link={link} pathname={pathname} onChoose={onChoose} />
            ))}
          </ul>
        </li>
        {navigation.trailing.map((link) => (
          <MenuLink key={link.href} link={link} pathname={pathname} onChoose={onChoose} />
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ link, pathname, onChoose }: { link: NavItem; pathname: string; onChoose?: () => void }) {
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
