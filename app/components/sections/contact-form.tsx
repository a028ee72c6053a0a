import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { cn } from "#app/utils/cn.ts";
import { toast } from "#app/utils/toast.ts";
import { claims } from "#content/claims.ts";
import { contactContent } from "#content/contact.ts";
import { ContactSchema } from "#lib/validation/contact.ts";
import { type FieldError, firstError, HONEYPOT_FIELD } from "#lib/validation/shared.ts";

/** The spec's texts (sections 5 and 8). */
export const CONTACT_TEXT = {
  errorTitle: "Error",
  successTitle: "Message Sent!",
  successDescription: `Thank you for your inquiry. We'll get back to you within ${claims.firm.responseTime.value}.`,
  /** When no answer came back from the server, or not one it wrote. */
  failure: "Failed to send message. Please try again.",
  /** When the server reported an error but gave it no text. */
  failureWithoutText: "Failed to send message",
  sending: "Sending...",
  send: "Send Message",
} as const;

/** The marker under a field can differ from the notice: only the first name's does (spec section 5). */
const MARKERS: Record<string, string> = { "First name is required": "First Name is required" };

const FIELDS = ["firstName", "lastName", "email", "company", "projectDetails"] as const;
const { labels } = contactContent.form;
export type ContactField = (typeof FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const EMPTY: ContactValues = { firstName: "", lastName: "", email: "", company: "", projectDetails: "" };

/** What the page's action answered to a form post made without JavaScript. */
export type ContactFormResult =
  | { ok: true; id: string }
  | { ok: false; error: FieldError; values?: Partial<ContactValues> };

/** Keeps only the form's own text fields of a posted form: never the honeypot, never anything else. */
export function contactValues(source: Iterable<[string, FormDataEntryValue]>): Partial<ContactValues> {
  const values: Partial<ContactValues> = {};
  for (const [name, value] of source) {
    if (typeof value === "string" && (FIELDS as readonly string[]).includes(name)) {
      values[name as ContactField] = value;
    }
  }
  return values;
}

function isContactField(field: string | undefined): field is ContactField {
  return field !== undefined && (FIELDS as readonly string[]).includes(field);
}

async function send(values: ContactValues, honeypot: string): Promise<{ ok: true } | { ok: false; error: FieldError }> {
  try {
    const response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body && typeof body === "object" && "data" in body) return { ok: true };
    const error = body && typeof body === "object" && "error" in body ? (body.error as Partial<FieldError>) : null;
    const reported = typeof error?.message === "string" ? error.message.trim() : "";
    const message = reported || (error ? CONTACT_TEXT.failureWithoutText : CONTACT_TEXT.failure);
    const field = typeof error?.field === "string" ? error.field : undefined;
    return { ok: false, error: field ? { message, field } : { message } };
  } catch {
    return { ok: false, error: { message: CONTACT_TEXT.failure } };
  }
}

/**
 * The contact message form (spec sections 4, 5 and 8). With JavaScript it
 * checks in the spec's order, posts JSON to /api/contact and reports through
 * toasts; without it, it is a plain form post to the page's action, whose
 * answer (`result`) is shown inline with the fields filled back in.
 */
export function ContactForm({ result }: { result?: ContactFormResult }) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(() =>
    result && !result.ok ? { ...EMPTY, ...result.values } : EMPTY,
  );
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(() =>
    result && !result.ok && isContactField(result.error.field) ? result.error : null,
  );
  // The page's answer to a post made without JavaScript; gone once the form is used again.
  const [notice, setNotice] = useState(result);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const fail = (error: FieldError) => {
    setFieldError(isContactField(error.field) ? error : null);
    toast.error(CONTACT_TEXT.errorTitle, { description: error.message });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setNotice(undefined);
    const form = event.currentTarget;
    const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
    const invalid = firstError(ContactSchema.safeParse({ ...values, [HONEYPOT_FIELD]: honeypot }));
    if (invalid) {
      fail(invalid);
      focusField(form, invalid.field);
      return;
    }
    setFieldError(null);
    setSending(true);
    const outcome = await send(values, honeypot);
    setSending(false);
    if (outcome.ok) {
      setValues(EMPTY);
      toast.success(CONTACT_TEXT.successTitle, { description: CONTACT_TEXT.successDescription });
    } else {
      fail(outcome.error);
    }
  };

  const fieldProps = (name: ContactField) => {
    const invalid = fieldError?.field === name;
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: change,
      disabled: sending,
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? `${id}-${name}-error` : undefined,
      className: cn(
        "w-full rounded-md border border-line bg-white px-3 py-2 text-ink shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:cursor-not-allowed disabled:opacity-60",
        invalid && "border-danger",
      ),
    };
  };

  const field = (name: ContactField, label: string, required: boolean, control: ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {control}
      {fieldError?.field === name ? (
        <p id={`${id}-${name}-error`} className="text-sm text-danger" data-slot="field-error">
          {MARKERS[fieldError.message] ?? fieldError.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="rounded-xl border border-line bg-surface p-6" data-slot="contact-form">
      {notice?.ok ? (
        <div
          role="status"
          className="mb-6 flex gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{CONTACT_TEXT.successTitle}</p>
            <p className="text-sm">{CONTACT_TEXT.successDescription}</p>
          </div>
        </div>
      ) : null}
      {notice && !notice.ok ? (
        <div role="alert" className="mb-6 flex gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{CONTACT_TEXT.errorTitle}</p>
            <p className="text-sm">{notice.error.message}</p>
          </div>
        </div>
      ) : null}
      <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Contact form">
        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            "firstName",
            labels.firstName,
            true,
            <input type="text" autoComplete="given-name" required {...fieldProps("firstName")} />,
          )}
          {field(
            "lastName",
            labels.lastName,
            true,
            <input type="text" autoComplete="family-name" required {...fieldProps("lastName")} />,
          )}
        </div>
        {field(
          "email",
          labels.email,
          true,
          <input type="email" autoComplete="email" required {...fieldProps("email")} />,
        )}
        {field(
          "company",
          labels.company,
          false,
          <input type="text" autoComplete="organization" {...fieldProps("company")} />,
        )}
        {field(
          "projectDetails",
          labels.projectDetails,
          true,
          <textarea rows={5} required {...fieldProps("projectDetails")} />,
        )}
        <HoneypotField idPrefix={id} />
        <div>
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" data-slot="spinner" /> : null}
            {sending ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
          </Button>
        </div>
      </form>
    </div>
  );
}

function focusField(form: HTMLFormElement, field: string | undefined) {
  if (!field) return;
  const control = form.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}
