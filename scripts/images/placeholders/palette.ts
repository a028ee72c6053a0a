/** The firm's restrained palette: deep teal, slate, warm amber and concrete greys. */
export const color = {
  teal: "#0f3d3e",
  tealDeep: "#0a2a2b",
  tealMid: "#1f5a5b",
  tealSoft: "#6f9a97",
  tealMist: "#c9d8d5",
  slate: "#334155",
  slateMid: "#64748b",
  slateSoft: "#94a3b8",
  slateMist: "#cbd5e1",
  amber: "#b45309",
  amberSoft: "#d08a3c",
  amberMist: "#efd9b8",
  concreteDark: "#78716c",
  concrete: "#a8a29e",
  concreteLight: "#d6d3d1",
  concreteMist: "#e7e5e4",
  paper: "#f4f2ee",
  brick: "#9c6446",
  brickDark: "#7c4a33",
  glass: "#37565b",
  lit: "#e7b56a",
} as const;

export type Mood = "day" | "overcast" | "dusk";

/** Sky gradient stops, top to bottom. */
export const skies: Record<Mood, readonly (readonly [number, string])[]> = {
  day: [
    [0, "#b9cfcc"],
    [1, "#eef1ef"],
  ],
  overcast: [
    [0, color.slateMist],
    [1, color.concreteMist],
  ],
  dusk: [
    [0, color.tealDeep],
    [0.55, "#3f5f5c"],
    [1, color.amberSoft],
  ],
};

export const moodWords: Record<Mood, string> = {
  day: "under a pale sky",
  overcast: "under an overcast grey sky",
  dusk: "at dusk, against a teal-to-amber sky",
};

export type Material = { name: string; fill: string; shade: string };

export const materials = {
  brick: { name: "brick", fill: color.brick, shade: color.brickDark },
  concrete: { name: "pale concrete", fill: "#c4bfba", shade: color.concrete },
  slate: { name: "dark grey-clad", fill: color.slate, shade: "#1e293b" },
  teal: { name: "teal-clad", fill: color.tealMid, shade: color.teal },
  render: { name: "white-rendered", fill: "#ece9e4", shade: color.concreteLight },
} as const satisfies Record<string, Material>;
