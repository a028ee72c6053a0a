import { Pause, Play } from "lucide-react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { FilmFile } from "#content/video/hero-film.ts";

export type FilmSources = { phone: readonly FilmFile[]; wide: readonly FilmFile[] };

export type FilmConditions = {
  reducedMotion: boolean;
  /** Save-Data, or the browser's reduced-data preference. */
  saveData: boolean;
  /** The Network Information API's estimate, where the browser has it. */
  effectiveType?: string;
};

/** Connections on which a film would compete with the page itself. */
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);

/** The film is for visitors who have not asked for less motion or less data and are not on a slow connection. */
export function filmAllowed({ reducedMotion, saveData, effectiveType }: FilmConditions): boolean {
  return !reducedMotion && !saveData && !(effectiveType !== undefined && SLOW_CONNECTIONS.has(effectiveType));
}

/** The portrait cut where the hero is taller than wide (phones), the 16:9 film everywhere else. */
export function chooseFilm(sources: FilmSources, hero: { width: number; height: number }): readonly FilmFile[] {
  return hero.height > hero.width ? sources.phone : sources.wide;
}

/** The visitor's pause is kept for the visit (this tab's session), not beyond. */
const PAUSED_KEY = "hero-film-paused";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function readConditions(): FilmConditions {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const media = (query: string) => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return {
    reducedMotion: media("(prefers-reduced-motion: reduce)"),
    saveData: connection?.saveData === true || media("(prefers-reduced-data: reduce)"),
    effectiveType: connection?.effectiveType,
  };
}

function readPaused(): boolean {
  try {
    return window.sessionStorage.getItem(PAUSED_KEY) === "true";
  } catch {
    return false;
  }
}

function rememberPaused(paused: boolean) {
  try {
    if (paused) window.sessionStorage.setItem(PAUSED_KEY, "true");
    else window.sessionStorage.removeItem(PAUSED_KEY);
  } catch {
    // Storage refused (private mode, quotas): the choice then lasts for this page only.
  }
}

/** Once the page has loaded (its still image, the largest paint, included) and the browser is idle. */
function afterLoadAndIdle(start: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const go = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: 2000 });
    else idle = window.setTimeout(start, 200);
  };
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", go);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * The hero's self-hosted background film: muted, looping, inline, without
 * a sound track, served by this site (no cookie, no consent, no third party).
 * The still image under it stays the poster and the page's largest paint:
 * the film is only fetched once the page has loaded, never under reduced
 * motion, Save-Data or a slow connection, and fades in once it plays. It
 * pauses while the hero is off screen or the tab hidden, and its Pause film
 * button (WCAG 2.2.2) is remembered for the visit.
 *
 * `data-film` on the hero records the decision ("on" or "off"), for tests and
 * styles; nothing of this is rendered on the server.
 */
export function HeroFilm({ sources, hero }: { sources: FilmSources; hero: RefObject<HTMLElement | null> }) {
  const [files, setFiles] = useState<readonly FilmFile[] | null>(null);
  const [paused, setPaused] = useState(false);
  // False while a visit that began paused has not asked for the film: nothing is downloaded then.
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // Whether the hero is on screen and the tab shown: what the visitor's own choice is combined with.
  const inView = useRef(true);

  useEffect(() => {
    const section = hero.current;
    if (!section) return;
    if (!filmAllowed(readConditions())) {
      section.dataset.film = "off";
      return;
    }
    const pausedBefore = readPaused();
    setPaused(pausedBefore);
    setWanted(!pausedBefore);
    const cancel = afterLoadAndIdle(() => {
      const box = section.getBoundingClientRect();
      setFiles(chooseFilm(sources, box));
      section.dataset.film = "on";
    });
    // Asking for reduced motion later stops the film at once.
    const motion =
      typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    const onMotion = () => {
      if (!motion?.matches) return;
      cancel();
      setFiles(null);
      section.dataset.film = "off";
    };
    motion?.addEventListener("change", onMotion);
    return () => {
      cancel();
      motion?.removeEventListener("change", onMotion);
    };
  }, [hero, sources]);

  const sync = useCallback(() => {
    const element = video.current;
    if (!element) return;
    if (!paused && inView.current && document.visibilityState === "visible") {
      // A browser that refuses to start it (a phone's power saving) leaves the still image.
      element.play().catch(() => {});
    } else element.pause();
  }, [paused]);

  useEffect(() => {
    const section = hero.current;
    if (!files || !section) return;
    sync();
    const observer = new IntersectionObserver(([entry]) => {
      inView.current = entry?.isIntersecting ?? true;
      sync();
    });
    observer.observe(section);
    document.addEventListener("visibilitychange", sync);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", sync);
    };
  }, [files, hero, sync]);

  if (!files) return null;
  const toggle = () => {
    rememberPaused(!paused);
    setPaused(!paused);
    if (paused) setWanted(true);
  };
  return (
    <>
      {wanted && (
        <video
          ref={video}
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
          disableRemotePlayback
          aria-hidden="true"
          tabIndex={-1}
          onLoadedMetadata={(event) => {
            // Browsers let only a muted film start by itself; React sets `muted` as a property, this makes sure.
            event.currentTarget.muted = true;
            sync();
          }}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          data-playing={playing}
          className="pointer-events-none absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-700 data-[playing=true]:opacity-100"
        >
          {files.map((file) => (
            <source key={file.src} src={file.src} type={file.type} />
          ))}
        </video>
      )}
      <button
        type="button"
        onClick={toggle}
        className="absolute top-4 right-4 z-10 inline-flex items-center gap-2 rounded-full bg-brand-strong/80 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/40 backdrop-blur-sm hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:top-6 sm:right-6"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? "Play film" : "Pause film"}
      </button>
    </>
  );
}
