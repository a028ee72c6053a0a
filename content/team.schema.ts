import { z } from "zod";

export const TeamMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  role: z.string().min(1),
  description: z.string().min(40),
  additionalInfo: z.string().min(20),
  image: z.string().regex(/^team\/[a-z0-9-]+$/, "must be an image name such as team/member-1"),
  linkedinUrl: z.url({ protocol: /^https$/, hostname: /(^|\.)linkedin\.com$/ }),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const JourneyEntrySchema = z.object({
  /** e.g. "2008 – 2013" or "2020 – present". */
  yearRange: z.string().regex(/^\d{4} – (\d{4}|present)$/, "must read like 2008 – 2013 or 2020 – present"),
  company: z.string().min(1),
  /** How long the team spent there, in words (house style spells out small counts). */
  years: z.string().min(1),
  achievement: z.string().min(20),
});
export type JourneyEntry = z.infer<typeof JourneyEntrySchema>;

export const TeamContentSchema = z.object({
  membersHeading: z.string().min(1),
  members: z.array(TeamMemberSchema).length(4),
  journey: z.object({
    heading: z.string().min(1),
    intro: z.string().min(20),
    entries: z.array(JourneyEntrySchema).length(4),
  }),
});
export type TeamContent = z.infer<typeof TeamContentSchema>;
