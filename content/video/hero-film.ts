// Written by scripts/build-film.ts (npm run film) from content/video/hero.mp4; do not edit by hand.

/** One encoding of the film: the browser plays the first whose type it supports. */
export type FilmFile = { src: string; type: string; bytes: number; width: number; height: number };

export const heroFilm: {
  /** SHA-256 of the source these were made from: a test checks they are up to date. */
  sourceSha256: string;
  /** Portrait, for screens narrower than they are tall. */
  phone: readonly FilmFile[];
  /** 16:9, for everything else. */
  wide: readonly FilmFile[];
} = {
  sourceSha256: "d3c77dd735b5547189fb3b88e017bfe10804d443cc939e12992d4ff6349d4435",
  phone: [
    {
      src: "/video/hero-phone.webm",
      type: 'video/webm; codecs="av01.0.04M.08"',
      bytes: 92764,
      width: 576,
      height: 1024,
    },
    {
      src: "/video/hero-phone.mp4",
      type: 'video/mp4; codecs="avc1.64001F"',
      bytes: 262244,
      width: 576,
      height: 1024,
    },
  ],
  wide: [
    {
      src: "/video/hero-wide.webm",
      type: 'video/webm; codecs="av01.0.08M.08"',
      bytes: 247305,
      width: 1920,
      height: 1080,
    },
    {
      src: "/video/hero-wide.mp4",
      type: 'video/mp4; codecs="avc1.640028"',
      bytes: 765087,
      width: 1920,
      height: 1080,
    },
  ],
};
