import { z } from "zod";
import { IconNameSchema } from "./icons.schema.ts";

const Text = z.string().min(20);
const Items = z.array(z.string().min(3)).min(1);
const InternalHref = z.string().regex(/^\/[a-z0-9-/]*$/);

/** One step of an interactive walkthrough (spec section 3). */
export const WalkthroughStepSchema = z.object({
  title: z.string().min(3),
  description: Text,
  /** The one point a visitor should take from the step. */
  highlight: z.string().min(10),
  /** When the step happens, in words: durations are not business figures we quote. */
  duration: z.string().min(3),
});
export type WalkthroughStep = z.infer<typeof WalkthroughStepSchema>;

export const PrincipleSchema = z.object({ title: z.string().min(3), description: Text, icon: IconNameSchema });
export type Principle = z.infer<typeof PrincipleSchema>;

export const ResourceLinkSchema = z.object({
  title: z.string().min(3),
  description: Text,
  href: InternalHref,
  icon: IconNameSchema,
});
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

export const ProcessPhaseSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(3),
  colour: z.enum(["teal", "amber", "slate", "stone"]),
  icon: IconNameSchema,
  steps: z.array(z.object({ title: z.string().min(3), description: Text })).min(1),
});
export type ProcessPhase = z.infer<typeof ProcessPhaseSchema>;

// Spec sections 2 and 9: the detailed flow has phases of 3, 6, 7 and 4 steps,
// and the walkthrough's 9 steps fall 3, 3, 2 and 1 into the same phases.
const DETAILED_STEPS_PER_PHASE = [3, 6, 7, 4];
const WALKTHROUGH_STEPS_PER_PHASE = [3, 3, 2, 1];

export const ProcurementPlaybookSchema = z
  .object({
    phases: z.array(ProcessPhaseSchema).length(4),
    walkthrough: z.object({
      heading: z.string().min(3),
      intro: Text,
      steps: z.array(WalkthroughStepSchema.extend({ phase: z.string() })).length(9),
    }),
    // Each principle belongs to one phase of the process, and they follow the phases' order (checked below).
    principles: z.object({
      heading: z.string().min(3),
      items: z.array(PrincipleSchema.extend({ phase: z.string() })).length(6),
    }),
    processFlow: z.object({ heading: z.string().min(3), intro: Text }),
    qualityAndRisk: z.object({
      heading: z.string().min(3),
      intro: Text,
      quality: z.object({ title: z.string().min(3), items: Items }),
      risk: z.object({ title: z.string().min(3), items: Items }),
    }),
    resources: z.object({ heading: z.literal("Explore More Resources"), links: z.array(ResourceLinkSchema).length(4) }),
  })
  .superRefine((playbook, ctx) => {
    playbook.phases.forEach((phase, index) => {
      if (phase.steps.length !== DETAILED_STEPS_PER_PHASE[index]) {
        ctx.addIssue({
          code: "custom",
          path: ["phases", index, "steps"],
          message: `expected ${DETAILED_STEPS_PER_PHASE[index]} steps in ${phase.title}, found ${phase.steps.length}`,
        });
      }
      const inWalkthrough = playbook.walkthrough.steps.filter((step) => step.phase === phase.id).length;
      if (inWalkthrough !== WALKTHROUGH_STEPS_PER_PHASE[index]) {
        ctx.addIssue({
          code: "custom",
          path: ["walkthrough", "steps"],
          message: `expected ${WALKTHROUGH_STEPS_PER_PHASE[index]} walkthrough steps in ${phase.title}, found ${inWalkthrough}`,
        });
      }
    });
    const order = playbook.phases.map((phase) => phase.id);
    playbook.principles.items.forEach((principle, index) => {
      const previous = playbook.principles.items[index - 1];
      if (!order.includes(principle.phase)) {
        ctx.addIssue({ code: "custom", path: ["principles", "items", index, "phase"], message: "unknown phase" });
      } else if (previous && order.indexOf(principle.phase) < order.indexOf(previous.phase)) {
        ctx.addIssue({ code: "custom", path: ["principles", "items", index, "phase"], message: "phases out of order" });
      }
    });
    playbook.walkthrough.steps.forEach((step, index) => {
      const previous = playbook.walkthrough.steps[index - 1];
      if (!order.includes(step.phase)) {
        ctx.addIssue({ code: "custom", path: ["walkthrough", "steps", index, "phase"], message: "unknown phase" });
      } else if (previous && order.indexOf(step.phase) < order.indexOf(previous.phase)) {
        ctx.addIssue({
          code: "custom",
          path: ["walkthrough", "steps", index, "phase"],
          message: "phases out of order",
        });
      }
    });
  });
export type ProcurementPlaybook = z.infer<typeof ProcurementPlaybookSchema>;

export const PartySchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(3),
  role: Text,
});
export type Party = z.infer<typeof PartySchema>;

export type StructureNode = {
  party: string;
  /** The contract or appointment that ties this party to the one above it. */
  relationship?: string | undefined;
  children?: StructureNode[] | undefined;
};

export const StructureNodeSchema: z.ZodType<StructureNode> = z.object({
  party: z.string(),
  relationship: z.string().min(3).optional(),
  get children() {
    return z.array(StructureNodeSchema).optional();
  },
});

function partiesIn(node: StructureNode): string[] {
  return [node.party, ...(node.children ?? []).flatMap(partiesIn)];
}

export const DeliveryPlaybookSchema = z
  .object({
    parties: z.array(PartySchema).min(2),
    walkthrough: z.object({
      heading: z.string().min(3),
      intro: Text,
      steps: z.array(WalkthroughStepSchema.extend({ parties: z.array(z.string()).min(1) })).length(6),
    }),
    structure: z.object({
      heading: z.string().min(3),
      intro: Text,
      chart: StructureNodeSchema,
      relationships: z.array(z.object({ title: z.string().min(3), description: Text })).min(2),
    }),
    principles: z.object({ heading: z.string().min(3), items: z.array(PrincipleSchema).length(4) }),
    consultants: z.object({
      heading: z.string().min(3),
      intro: Text,
      core: z.array(z.string().min(2)).length(4),
      specialist: z.array(z.string().min(2)).length(6),
    }),
    benefits: z.object({ heading: z.string().min(3), clients: Items, projectTeams: Items }),
    callToAction: z.object({
      heading: z.string().min(3),
      text: Text,
      links: z.array(z.object({ label: z.string().min(3), href: InternalHref })).length(2),
    }),
  })
  .superRefine((playbook, ctx) => {
    const known = new Set(playbook.parties.map((p) => p.id));
    playbook.walkthrough.steps.forEach((step, index) => {
      for (const party of step.parties) {
        if (!known.has(party)) {
          ctx.addIssue({
            code: "custom",
            path: ["walkthrough", "steps", index, "parties"],
            message: `unknown party "${party}"`,
          });
        }
      }
    });
    for (const party of partiesIn(playbook.structure.chart)) {
      if (!known.has(party)) {
        ctx.addIssue({ code: "custom", path: ["structure", "chart"], message: `unknown party "${party}"` });
      }
    }
  });
export type DeliveryPlaybook = z.infer<typeof DeliveryPlaybookSchema>;
