import { ExternalLink, Mail, Share2 } from "lucide-react";
import { type MouseEvent, useEffect, useId, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { type ShareData, useShare } from "#app/hooks/use-share.ts";

const optionClassName =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface focus-visible:bg-surface";

/**
 * The Share button of a post: the device's share sheet where there is one,
 * otherwise a small disclosure menu. Escape, a click outside or moving focus
 * away closes the menu; Escape returns focus to the button.
 */
export function ShareMenu(props: ShareData) {
  const { open, share, close, openPopup, links } = useShare(props);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, close]);

  const inPopup = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openPopup(href);
  };

  return (
    <div ref={container} className="relative inline-block" data-print="hide">
      <Button ref={trigger} variant="outline" size="sm" aria-expanded={open} aria-controls={menuId} onClick={share}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label="Share this article"
        className="absolute left-0 z-20 mt-2 w-48 rounded-lg border border-line bg-white p-1 shadow-lg"
      >
        <li>
          <a href={links.twitter} onClick={inPopup(links.twitter)} className={optionClassName}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Twitter
          </a>
        </li>
        <li>
          <a href={links.linkedin} onClick={inPopup(links.linkedin)} className={optionClassName}>
            <ExternalLink aria-hidden="true" className="size-4" />
            LinkedIn
          </a>
        </li>
        <li>
          <a href={links.email} onClick={close} className={optionClassName}>
            <Mail aria-hidden="true" className="size-4" />
            Email
          </a>
        </li>
      </ul>
    </div>
  );
}
