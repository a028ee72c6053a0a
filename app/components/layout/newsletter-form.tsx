import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { toast } from "#app/utils/toast.ts";
import { EMAIL_MESSAGE, emailProblem, HONEYPOT_FIELD } from "#lib/validation/fields.ts";

/** The spec's texts (section 8). */
export const NEWSLETTER_TEXT = {
  errorTitle: "Error",
  invalid: EMAIL_MESSAGE,
  failure: "Failed to subscribe. Please try again.",
  successTitle: "Successfully Subscribed!",
  successDescription:
    "Thank you for subscribing to our newsletter. You'll receive updates about our latest insights and services.",
  thanksTitle: "Thanks for subscribing!",
  thanksText: "You'll receive our latest insights and updates.",
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
} as const;

/**
 * Where /newsletter sends a visitor back to after a post made without
 * JavaScript. Pages are prerendered, so the server cannot print the outcome
 * into them: the fragment names an element of the footer that CSS `:target`
 * shows, which works in a static page and without scripts.
 */
export const NEWSLETTER_OUTCOME = {
  subscribed: "newsletter-subscribed",
  invalid: "newsletter-invalid",
  failed: "newsletter-failed",
} as const;

function ThanksCard({ id }: { id?: string }) {
  return (
    <div id={id} role="status" className="rounded-lg border border-white/15 bg-white/10 p-4 text-white">
      <p className="font-semibold">{NEWSLETTER_TEXT.thanksTitle}</p>
      <p className="mt-1 text-sm text-slate-200">{NEWSLETTER_TEXT.thanksText}</p>
    </div>
  );
}

async function subscribe(email: string, page: string, honeypot: string): Promise<boolean> {
  try {
    const response = await fetch("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, page, [HONEYPOT_FIELD]: honeypot }),
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok && body !== null && typeof body === "object" && "data" in body;
  } catch {
    return false;
  }
}

/**
 * The footer's newsletter form (spec sections 4, 5 and 8): idle, loading
 * ("Subscribing..."), subscribed (a thank-you card in its place). Success
 * only once the server has confirmed. Without JavaScript it posts to
 * /newsletter, which redirects back here with an outcome fragment.
 */
export function NewsletterForm() {
  const id = useId();
  // Prerendering knows a page as "/about/"; its URL is "/about".
  const page = useLocation().pathname.replace(/\/+$/, "") || "/";
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<"idle" | "loading" | "subscribed">("idle");

  if (status === "subscribed") return <ThanksCard />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "loading") return;
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    // The server's NewsletterSchema re-checks; this check only spares a request.
    const invalid = emailProblem(email);
    if (invalid) {
      toast.error(NEWSLETTER_TEXT.errorTitle, { description: invalid });
      return;
    }
    setStatus("loading");
    // Spec, section 3: the payload's email is lower-cased (the server does so too).
    if (await subscribe(email.trim().toLowerCase(), page, honeypot)) {
      toast.success(NEWSLETTER_TEXT.successTitle, { description: NEWSLETTER_TEXT.successDescription });
      setStatus("subscribed");
    } else {
      toast.error(NEWSLETTER_TEXT.errorTitle, { description: NEWSLETTER_TEXT.failure });
      setStatus("idle");
    }
  };

  const loading = status === "loading";
  const notice = "hidden target:block rounded-md bg-red-900/40 px-3 py-2 text-sm text-red-100";
  return (
    <div id="newsletter" className="scroll-mt-24">
      {/* Outcomes of a post made without JavaScript, shown by CSS when the URL's fragment names them. */}
      <div className="hidden target:block" id={NEWSLETTER_OUTCOME.subscribed}>
        <ThanksCard />
      </div>
      <p id={NEWSLETTER_OUTCOME.invalid} role="alert" className={notice}>
        {NEWSLETTER_TEXT.errorTitle}: {NEWSLETTER_TEXT.invalid}
      </p>
      <p id={NEWSLETTER_OUTCOME.failed} role="alert" className={notice}>
        {NEWSLETTER_TEXT.errorTitle}: {NEWSLETTER_TEXT.failure}
      </p>
      <form
        method="post"
        action="/newsletter"
        onSubmit={submit}
        aria-label="Newsletter"
        className="mt-2 grid gap-2 [#newsletter-subscribed:target~&]:hidden"
      >
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-white">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          className="w-full rounded-md border border-white/20 bg-white px-3 py-2 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
        />
        <input type="hidden" name="page" value={page} />
        <HoneypotField idPrefix={id} />
        <button
          type="submit"
          disabled={loading}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-white transition-colors hover:bg-accent-strong disabled:pointer-events-none disabled:opacity-60"
        >
          {loading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {loading ? NEWSLETTER_TEXT.subscribing : NEWSLETTER_TEXT.subscribe}
        </button>
      </form>
    </div>
  );
}
