// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { setConsent } from "#app/hooks/use-cookie-consent.ts";
import { canPlayBackgroundVideo, Hero } from "./hero.tsx";
import { chooseFilm, filmAllowed } from "./hero-film.tsx";

const VIDEO_URL = "https://player.example.com/embed/film";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "connection");
});

function renderHero({
  videoUrl = VIDEO_URL,
  reducedMotion = false,
  saveData = false,
}: {
  videoUrl?: string | null;
  reducedMotion?: boolean;
  saveData?: boolean;
} = {}) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("reduce") && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  Object.defineProperty(navigator, "connection", { value: { saveData }, configurable: true });
  const { container } = render(
    <MemoryRouter>
      <Hero
        eyebrow="Development management"
        heading="Development partners"
        intro="We manage developments and procure what they are built from."
        image="home/hero"
        film={{ phone: [], wide: [] }}
        videoUrl={videoUrl}
        primaryAction={{ label: "Book Exploratory Call", href: "/contact" }}
        secondaryAction={{ label: "View Our Projects", href: "/projects" }}
      />
    </MemoryRouter>,
  );
  return { player: () => container.querySelector("iframe") };
}

test("the background video needs a configured player, accepted cookies, motion and full data", () => {
  const allowed = { videoUrl: VIDEO_URL, consent: "accepted", reducedMotion: false, saveData: false };
  expect(canPlayBackgroundVideo(allowed)).toBe(true);
  expect(canPlayBackgroundVideo({ ...allowed, videoUrl: null })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, consent: null })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, consent: "declined" })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, consent: "unknown" })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, reducedMotion: true })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, saveData: true })).toBe(false);
});

test("the hero shows its heading, the still image and the call button to /contact", () => {
  act(() => setConsent("declined"));
  renderHero();
  expect(screen.getByRole("heading", { level: 1, name: "Development partners" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Book Exploratory Call" }).getAttribute("href")).toBe("/contact");
  expect(document.querySelector("picture img")).toBeTruthy();
});

test("the player loads only once the visitor accepts cookies", () => {
  act(() => setConsent("declined"));
  const { player } = renderHero();
  expect(player()).toBeNull();
  act(() => setConsent("accepted"));
  expect(player()?.getAttribute("src")).toBe(VIDEO_URL);
  expect(document.querySelector("picture img")).toBeTruthy();
});

test("visitors who prefer reduced motion keep the still image", () => {
  act(() => setConsent("accepted"));
  const { player } = renderHero({ reducedMotion: true });
  expect(player()).toBeNull();
});

test("visitors saving data keep the still image", () => {
  act(() => setConsent("accepted"));
  const { player } = renderHero({ saveData: true });
  expect(player()).toBeNull();
});

test("with no player configured the still image stays, even after consent", () => {
  act(() => setConsent("accepted"));
  const { player } = renderHero({ videoUrl: null });
  expect(player()).toBeNull();
  expect(document.querySelector("picture img")).toBeTruthy();
});

test("the self-hosted film is for visitors who have not asked for less motion or data and are not on a slow connection", () => {
  const allowed = { reducedMotion: false, saveData: false, effectiveType: "4g" };
  expect(filmAllowed(allowed)).toBe(true);
  expect(filmAllowed({ reducedMotion: false, saveData: false })).toBe(true);
  expect(filmAllowed({ ...allowed, reducedMotion: true })).toBe(false);
  expect(filmAllowed({ ...allowed, saveData: true })).toBe(false);
  for (const slow of ["slow-2g", "2g", "3g"]) expect(filmAllowed({ ...allowed, effectiveType: slow })).toBe(false);
});

test("a hero taller than wide gets the portrait cut, any other the 16:9 film", () => {
  const phone = [{ src: "/video/p.webm", type: "video/webm", bytes: 1, width: 9, height: 16 }];
  const wide = [{ src: "/video/w.webm", type: "video/webm", bytes: 1, width: 16, height: 9 }];
  expect(chooseFilm({ phone, wide }, { width: 390, height: 700 })).toBe(phone);
  expect(chooseFilm({ phone, wide }, { width: 1280, height: 640 })).toBe(wide);
  expect(chooseFilm({ phone, wide }, { width: 800, height: 800 })).toBe(wide);
});

test("the self-hosted film waits for the page to load: nothing of it is drawn at once", () => {
  act(() => setConsent("declined"));
  renderHero({ videoUrl: null });
  expect(document.querySelector("video")).toBeNull();
  expect(screen.queryByRole("button", { name: /film/ })).toBeNull();
});
