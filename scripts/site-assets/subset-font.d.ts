// subset-font ships no types; the part scripts/site-assets/inter-subsets.ts uses.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
    preserveNameIds?: number[];
  };
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Buffer>;
}
