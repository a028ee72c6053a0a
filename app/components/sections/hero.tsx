import { ArrowRight } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as HomeImageName, images as homeImages } from "#app/generated/images/home.ts";
import { useCookieConsent } from "#app/hooks/use-cookie-consent.ts";
import type { Action } from "#content/home.schema.ts";
import type { FilmSources, HeroFilm } from "./hero-film.tsx";

type HeroProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  image: HomeImageName;
  /** The self-hosted background film's encodings. */
  film: FilmSources;
  /** A hosted player to embed instead, once the visitor accepts cookies; null keeps to the self-hosted film. */
  videoUrl: string | null;
  primaryAction: Action;
  secondaryAction: Action;
};

type VideoConditions = {
  videoUrl: string | null;
  consent: string | null;
  reducedMotion: boolean;
  saveData: boolean;
};

/**
 * A hosted player is a third party: it loads only after the visitor accepts
 * cookies (UK GDPR / PECR), and never for visitors who ask for reduced
 * motion or reduced data use. Everyone else keeps the self-hosted film.
 */
export function canPlayBackgroundVideo({ videoUrl, consent, reducedMotion, saveData }: VideoConditions): boolean {
  return videoUrl !== null && consent === "accepted" && !reducedMotion && !saveData;
}

type NetworkInformation = { saveData?: boolean };
type PlaybackPreferences = { reducedMotion: boolean; saveData: boolean };

/**
 * The visitor's reduced-motion and Save-Data preferences. Both count as set
 * until the browser reports them, so the server never renders the player.
 */
function usePlaybackPreferences(): PlaybackPreferences {
  const [preferences, setPreferences] = useState<PlaybackPreferences>({ reducedMotion: true, saveData: true });
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
    const media =
      typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    const update = () => setPreferences({ reducedMotion: media?.matches === true, saveData });
    update();
    media?.addEventListener("change", update);
    return () => media?.removeEventListener("change", update);
  }, []);
  return preferences;
}

/**
 * The self-hosted film's component, fetched once the page has loaded: the
 * film is media, and its code is kept out of the page's first-load scripts.
 */
function useFilmComponent(): typeof HeroFilm | null {
  const [component, setComponent] = useState<typeof HeroFilm | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      import("./hero-film.tsx").then(
        (module) => live && setComponent(() => module.HeroFilm),
        // Offline or a failed deploy: the still image stays.
        () => {},
      );
    };
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => {
      live = false;
      window.removeEventListener("load", load);
    };
  }, []);
  return component;
}

/**
 * The background film. The self-hosted one needs no consent; a hosted
 * player, when one is configured, takes its place once the visitor accepts
 * cookies. None of the visitor's choices is known on the server, so the first
 * render in the browser differs from the server's: kept apart from the hero,
 * only this re-renders then.
 */
function BackgroundFilm({
  videoUrl,
  film,
  hero,
}: {
  videoUrl: string | null;
  film: FilmSources;
  hero: RefObject<HTMLElement | null>;
}) {
  const { choice } = useCookieConsent();
  const preferences = usePlaybackPreferences();
  const Film = useFilmComponent();
  if (!videoUrl || !canPlayBackgroundVideo({ videoUrl, consent: choice, ...preferences }))
    return Film ? <Film sources={film} hero={hero} /> : null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {/* Sized to cover the hero at 16:9 whatever its shape, like object-fit: cover. */}
      <iframe
        src={videoUrl}
        title="Background film"
        tabIndex={-1}
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute top-1/2 left-1/2 aspect-video min-h-full w-[max(100%,177.78vh)] -translate-x-1/2 -translate-y-1/2 border-0"
      />
    </div>
  );
}

/** The home page's opening: heading, introduction, actions, over a still image or a background film. */
export function Hero({ eyebrow, heading, intro, image, film, videoUrl, primaryAction, secondaryAction }: HeroProps) {
  const section = useRef<HTMLElement>(null);
  return (
    <section
      ref={section}
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-strong text-white"
    >
      <ResponsiveImage
        image={homeImages[image]}
        sizes="100vw"
        priority
        className="absolute inset-0 size-full object-cover"
      />
      <BackgroundFilm videoUrl={videoUrl} film={film} hero={section} />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-brand-strong/95 via-brand-strong/80 to-brand-strong/40"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-36">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">{eyebrow}</p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-100 sm:text-xl">{intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Button asChild variant="accent" size="lg">
              <Link to={primaryAction.href}>
                {primaryAction.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <Link to={secondaryAction.href}>{secondaryAction.label}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
