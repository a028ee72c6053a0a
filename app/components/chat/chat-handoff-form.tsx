import { ChevronLeft, LoaderCircle } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/utils/cn.ts";
import { toast } from "#app/utils/toast.ts";
import type { FieldError } from "#lib/validation/shared.ts";
import { askForContact, type ChatTurn, type HandoffValues } from "./chat-api.ts";
import { checkHandoff, type HandoffField, isHandoffField } from "./handoff-check.ts";

const EMPTY: HandoffValues = { firstName: "", lastName: "", email: "", consent: false };

/**
 * "Ask the team to contact me": name, e-mail and consent, sent with the
 * conversation to POST /api/chat/handoff, which stores it like a contact
 * message. A failure keeps everything typed; a field's error sits beside it.
 */
export function HandoffForm({
  transcript,
  onSent,
  onCancel,
}: {
  transcript: () => ChatTurn[];
  onSent: (values: HandoffValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<HandoffValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    focusField(form.current, "firstName");
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, type, checked, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: type === "checkbox" ? checked : value }));
  };

  const fail = (error: FieldError) => {
    if (isHandoffField(error.field)) {
      setFieldError(error);
      focusField(form.current, error.field);
    } else {
      setFieldError(null);
      toast.error("Error", { description: error.message });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid = checkHandoff(values);
    if (invalid) return fail(invalid);
    setFieldError(null);
    setSending(true);
    const outcome = await askForContact(
      { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      transcript(),
    );
    setSending(false);
    if (outcome.ok) onSent(values);
    else fail(outcome.error);
  };

  const describe = (name: HandoffField) => {
    const invalid = fieldError?.field === name;
    return {
      id: `${id}-${name}`,
      name,
      onChange: change,
      disabled: sending,
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? `${id}-${name}-error` : undefined,
    };
  };

  const errorOf = (name: HandoffField) =>
    fieldError?.field === name ? (
      <p id={`${id}-${name}-error`} className="text-xs text-danger">
        {fieldError.message}
      </p>
    ) : null;

  const input = (name: "firstName" | "lastName" | "email", label: string, autoComplete: string): ReactNode => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </label>
      <input
        {...describe(name)}
        type={name === "email" ? "email" : "text"}
        autoComplete={autoComplete}
        required
        value={values[name]}
        className={cn(
          "w-full rounded-md border border-line bg-white px-3 py-1.5 text-sm text-ink shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-60",
          fieldError?.field === name && "border-danger",
        )}
      />
      {errorOf(name)}
    </div>
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 overflow-y-auto px-4 py-3"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          Ask the team to contact you
        </h3>
        <p className="text-xs text-muted">We send them this conversation with your details.</p>
      </div>
      <div className="grid grid-cols-2 items-start gap-3">
        {input("firstName", "First Name", "given-name")}
        {input("lastName", "Last Name", "family-name")}
      </div>
      {input("email", "Email", "email")}
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            {...describe("consent")}
            type="checkbox"
            required
            checked={values.consent}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-ink">
            I agree to be contacted about this conversation
          </label>
        </div>
        <p className="pl-7 text-xs text-muted">
          How we use your details: our{" "}
          <Link to="/privacy" className="font-medium text-brand underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        {errorOf("consent")}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {sending ? "Sending..." : "Send to the team"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={sending}>
          <ChevronLeft aria-hidden="true" />
          Back to chat
        </Button>
      </div>
    </form>
  );
}

function focusField(form: HTMLFormElement | null, field: string) {
  const control = form?.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}
