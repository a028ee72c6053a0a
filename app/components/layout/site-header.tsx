import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { useScrolledPast } from "#app/hooks/use-scrolled-past.ts";
import { cn } from "#app/utils/cn.ts";
import { type NavLink as NavItem, navigation, PLAYBOOKS_MENU_ANCHOR } from "#content/navigation.ts";
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
  return (
    <nav aria-label="Main" className="relative ml-auto hidden lg:block">
      <ul className="flex items-center gap-1">
        {navigation.leading.map((link) => (
          <TopLink key={link.href} link={link} pathname={pathname} />
        ))}
        <PlaybooksMenu pathname={pathname} />
        {navigation.trailing.map((link) => (
          <TopLink key={link.href} link={link} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}

/** Spec (navigation menu): open delay 200 ms, close delay 150 ms, skip delay 300 ms. */
export const PLAYBOOKS_OPEN_DELAY_MS = 200;
export const PLAYBOOKS_CLOSE_DELAY_MS = 150;
export const PLAYBOOKS_SKIP_DELAY_MS = 300;

const triggerClassName =
  "group flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface xl:px-3";

/**
 * The Playbooks dropdown. Until the scripts have run it is a `<details>`
 * that opens and closes on a click with no script at all; once they have,
 * the scripted disclosure below takes its place. Either is the list item
 * `PLAYBOOKS_MENU_ANCHOR`, where the site's search and assistant place the menu.
 */
function PlaybooksMenu({ pathname }: { pathname: string }) {
  return useHydrated() ? <PlaybooksDisclosure pathname={pathname} /> : <PlaybooksDetails pathname={pathname} />;
}

function PlaybooksDetails({ pathname }: { pathname: string }) {
  const active = navigation.playbooks.links.some((l) => isInSection(pathname, l.href));
  return (
    <li id={PLAYBOOKS_MENU_ANCHOR} className="relative">
      <details className="group/playbooks">
        <summary
          className={cn(
            triggerClassName,
            "cursor-pointer list-none group-open/playbooks:bg-surface [&::-webkit-details-marker]:hidden",
            active && "text-accent-strong",
          )}
        >
          {navigation.playbooks.label}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/playbooks:rotate-180" />
        </summary>
        <PlaybookLinks pathname={pathname} />
      </details>
    </li>
  );
}

/**
 * The scripted Playbooks dropdown: a disclosure (WAI-ARIA navigation
 * disclosure pattern) that opens on hover after the spec's delay, on click,
 * Enter or Space; Escape closes it and returns focus to the button; the
 * arrow keys move through its links; it closes when focus or a click leaves
 * it and after a navigation. Our own, rather than Radix's NavigationMenu,
 * which costs about 9 KB compressed on every page (docs/decisions/019).
 */
function PlaybooksDisclosure({ pathname }: { pathname: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The same as `open`, for the timers, which outlive the render that set them.
  const shown = useRef(false);
  const openedByHover = useRef(false);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const skipTimer = useRef<number | undefined>(undefined);
  // True for the skip delay after the menu closed: a pointer coming back then opens it at once.
  const skipOpenDelay = useRef(false);
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = navigation.playbooks.links.some((l) => isInSection(pathname, l.href));

  const show = useCallback((value: boolean) => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    if (shown.current && !value) {
      skipOpenDelay.current = true;
      window.clearTimeout(skipTimer.current);
      skipTimer.current = window.setTimeout(() => {
        skipOpenDelay.current = false;
      }, PLAYBOOKS_SKIP_DELAY_MS);
    }
    if (!value) openedByHover.current = false;
    shown.current = value;
    setOpen(value);
  }, []);
  const close = useCallback(() => show(false), [show]);

  // A navigation (a playbook chosen, or any other link) closes the menu; this
  // menu first appearing does not (a click can land before its effects run).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
      window.clearTimeout(skipTimer.current);
    },
    [],
  );

  const links = () => [...(item.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(id)} a`) ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      trigger.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1 && document.activeElement !== trigger.current) return;
    event.preventDefault();
    if (!open) {
      show(true);
      // The list renders with the state change; focus moves once it is there.
      requestAnimationFrame(() => focusLink(event.key === "ArrowDown" ? 0 : -1));
      return;
    }
    focusLink(current === -1 ? (event.key === "ArrowDown" ? 0 : -1) : current + (event.key === "ArrowDown" ? 1 : -1));
  };

  const openByHover = () => {
    show(true);
    openedByHover.current = true;
  };

  return (
    <li
      ref={item}
      id={PLAYBOOKS_MENU_ANCHOR}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        window.clearTimeout(closeTimer.current);
        if (shown.current) return;
        window.clearTimeout(openTimer.current);
        // A pointer passing over on its way elsewhere does not open it; one coming straight back does.
        if (skipOpenDelay.current) openByHover();
        else openTimer.current = window.setTimeout(openByHover, PLAYBOOKS_OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        window.clearTimeout(openTimer.current);
        if (!shown.current || !openedByHover.current) return;
        window.clearTimeout(closeTimer.current);
        // Long enough that a diagonal move to the list does not close it.
        closeTimer.current = window.setTimeout(close, PLAYBOOKS_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          // A click after the pointer opened it keeps it open (and no longer closes on leaving).
          if (open && openedByHover.current) openedByHover.current = false;
          else show(!open);
        }}
        className={cn(triggerClassName, "data-[state=open]:bg-surface", active && "text-accent-strong")}
      >
        {navigation.playbooks.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      {open ? <PlaybookLinks id={id} pathname={pathname} /> : null}
    </li>
  );
}

function PlaybookLinks({ id, pathname }: { id?: string; pathname: string }) {
  return (
    <ul id={id} className="absolute top-full left-0 mt-2 w-64 rounded-md border border-line bg-white p-2 shadow-lg">
      {navigation.playbooks.links.map((link) => {
        const current = isCurrentPage(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={markNavigationClick}
              aria-current={current ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm hover:bg-surface",
                current && "bg-surface font-semibold text-accent-strong",
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function TopLink({ link, pathname }: { link: NavItem; pathname: string }) {
  const highlighted = isInSection(pathname, link.href);
  return (
    <li>
      <Link
        to={link.href}
        onClick={markNavigationClick}
        aria-current={isCurrentPage(pathname, link.href) ? "page" : undefined}
        className={cn(
          "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap hover:bg-surface xl:px-3",
          highlighted ? "bg-surface text-accent-strong" : "text-ink",
        )}
      >
        {link.label}
      </Link>
    </li>
  );
}
