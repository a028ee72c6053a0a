import * as z from "zod/mini";
import {
  emailField,
  HONEYPOT_FIELD,
  honeypotField,
  NOT_AN_OBJECT_MESSAGE,
  optionalText,
  requiredText,
} from "./shared.ts";

export const CONTACT_LIMITS = { firstName: 100, lastName: 100, company: 200, projectDetails: 5000 } as const;

/** What the form says of a required field left empty (the content index explains them to the assistant). */
export const CONTACT_REQUIRED = {
  firstName: "First name is required",
  lastName: "Last name is required",
  projectDetails: "Please provide project details",
} as const;

/**
 * The contact form's input, used by the form, the page's action and POST
 * /api/contact alike. Keys are in the spec's order (section 5): the first
 * issue is the message a visitor sees. Unknown keys are dropped.
 */
export const ContactSchema = z.object(
  {
    firstName: requiredText({
      label: "First name",
      singleLine: true,
      required: CONTACT_REQUIRED.firstName,
      wrongType: "First name must be text",
      max: CONTACT_LIMITS.firstName,
      tooLong: `First name must be at most ${CONTACT_LIMITS.firstName} characters`,
    }),
    lastName: requiredText({
      label: "Last name",
      singleLine: true,
      required: CONTACT_REQUIRED.lastName,
      wrongType: "Last name must be text",
      max: CONTACT_LIMITS.lastName,
      tooLong: `Last name must be at most ${CONTACT_LIMITS.lastName} characters`,
    }),
    email: emailField,
    company: optionalText({
      label: "Company",
      singleLine: true,
      wrongType: "Company must be text",
      max: CONTACT_LIMITS.company,
      tooLong: `Company must be at most ${CONTACT_LIMITS.company} characters`,
    }),
    projectDetails: requiredText({
      label: "Project details",
      required: CONTACT_REQUIRED.projectDetails,
      wrongType: "Project details must be text",
      max: CONTACT_LIMITS.projectDetails,
      tooLong: `Project details must be at most ${CONTACT_LIMITS.projectDetails} characters`,
    }),
    [HONEYPOT_FIELD]: honeypotField,
  },
  { error: NOT_AN_OBJECT_MESSAGE },
);

export type Contact = z.infer<typeof ContactSchema>;
