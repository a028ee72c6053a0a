import { parseArgs } from "node:util";
import { createAssistant } from "#server/assistant/assistant.ts";
import { evaluate, loadEvalSet } from "#server/assistant/evaluation.ts";

/**
 * npm run eval:assistant [-- --verbose]: asks the built-in assistant every
 * question of evals/assistant-questions.json and prints, per question and in
 * total, fact accuracy, link accuracy and figures not found in the content.
 * Exits 1 below 90% fact accuracy or with any unsupported figure.
 */

const { values } = parseArgs({ options: { verbose: { type: "boolean", default: false } } });
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

const assistant = createAssistant();
const questions = loadEvalSet();
const started = performance.now();
const report = await evaluate(questions, (q, history) => assistant.reply(q, history));
const ms = performance.now() - started;

for (const r of report.questions) {
  const total = r.factsFound.length + r.factsMissing.length;
  const status = r.factsMissing.length || r.linkOk === false || r.forbidden.length || r.unsupportedFigures.length;
  console.log(
    `${status ? "✗" : "✓"} ${r.id.padEnd(22)} facts ${r.factsFound.length}/${total}  link ${
      r.linkOk === null ? "-" : r.linkOk ? "ok" : "missed"
    }  unsupported figures ${r.unsupportedFigures.length}`,
  );
  if (r.factsMissing.length) console.log(`    missing: ${r.factsMissing.join(" | ")}`);
  if (r.forbidden.length) console.log(`    must not contain: ${r.forbidden.join(" | ")}`);
  if (r.unsupportedFigures.length) console.log(`    unsupported: ${r.unsupportedFigures.join(", ")}`);
  if (values.verbose || status) {
    console.log(`    Q: ${r.question}`);
    console.log(`    A: ${r.reply.response}`);
    console.log(`    sources: ${r.reply.sources.map((s) => s.url).join(" ") || "(none)"}`);
  }
}
console.log("");
console.log(`questions            ${report.questions.length}`);
console.log(`fact accuracy        ${percent(report.factAccuracy)}`);
console.log(`link accuracy        ${percent(report.linkAccuracy)}`);
console.log(`unsupported figures  ${report.unsupportedFigures}`);
console.log(`forbidden echoes     ${report.forbiddenEchoes}`);
console.log(`time                 ${ms.toFixed(0)} ms (${(ms / report.questions.length).toFixed(1)} ms a question)`);

if (report.factAccuracy < 0.9 || report.unsupportedFigures > 0 || report.forbiddenEchoes > 0) process.exitCode = 1;
