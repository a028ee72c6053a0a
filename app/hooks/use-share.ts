import { useCallback, useState } from "react";

export type ShareData = { title: string; text: string; url: string };

/** Spec section 9: the Twitter and LinkedIn share windows are 600x400. */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;

/** Where each option of the fallback menu sends the visitor. */
export function shareLinks({ title, text, url }: ShareData) {
  return {
    twitter: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
  };
}

export function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_POPUP_HEIGHT) / 2));
  return `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`;
}

function canShareNatively(data: ShareData): boolean {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return false;
  return typeof navigator.canShare !== "function" || navigator.canShare(data);
}

/**
 * The share control's behaviour (spec section 2): the device's own share
 * sheet when it has one; otherwise a menu of Twitter, LinkedIn and Email that
 * toggles open and closed and closes after a choice. A failed share is only
 * logged; a visitor dismissing the share sheet is not a failure.
 */
export function useShare(data: ShareData) {
  const [open, setOpen] = useState(false);
  const { title, text, url } = data;

  const share = useCallback(async () => {
    const payload = { title, text, url };
    if (!canShareNatively(payload)) {
      setOpen((wasOpen) => !wasOpen);
      return;
    }
    try {
      await navigator.share(payload);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("Sharing failed:", error);
    }
  }, [title, text, url]);

  const close = useCallback(() => setOpen(false), []);

  const openPopup = useCallback((href: string) => {
    window.open(href, "share", popupFeatures());
    setOpen(false);
  }, []);

  return { open, share, close, openPopup, links: shareLinks(data) } as const;
}
