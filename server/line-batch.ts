/**
 * Lines gathered and handed to `write` together: as soon as they reach
 * `maxChars`, else `maxMs` after the first of them, and whenever `flush` is
 * called (the process's exit). Under load, one write of many lines costs the
 * process about what one write of a single line does (decision 041).
 */
export type LineBatch = {
  add: (line: string) => void;
  /** Writes what is gathered, now. */
  flush: () => void;
};

export function createLineBatch(
  write: (text: string) => void,
  { maxChars, maxMs }: { maxChars: number; maxMs: number },
): LineBatch {
  let lines: string[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (chars === 0) return;
    const text = lines.join("");
    lines = [];
    chars = 0;
    write(text);
  };
  const onTimer = () => {
    timer = undefined;
    flush();
  };
  return {
    add(line) {
      lines.push(line);
      chars += line.length;
      if (chars >= maxChars) flush();
      // One timer at a time, left to run after a flush by size: it then writes what came since.
      else if (!timer) timer = setTimeout(onTimer, maxMs).unref();
    },
    flush,
  };
}
