import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";

type ContactDetailsProps = {
  name: string;
  addressLines: readonly string[];
  email: string;
  phone: { display: string; e164: string };
};

/**
 * The firm's postal address, e-mail and phone, each one tap away. Headings
 * are not allowed inside <address>, so the labels form a description list.
 */
export function ContactDetails({ name, addressLines, email, phone }: ContactDetailsProps) {
  return (
    <address className="not-italic">
      <dl className="grid gap-6">
        <Detail icon={<MapPin aria-hidden="true" className="size-5" />} label="Office">
          <span className="block font-semibold text-ink">{name}</span>
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Detail>
        <Detail icon={<Mail aria-hidden="true" className="size-5" />} label="E-mail">
          <a href={`mailto:${email}`} className="font-semibold text-brand underline-offset-4 hover:underline">
            {email}
          </a>
        </Detail>
        <Detail icon={<Phone aria-hidden="true" className="size-5" />} label="Phone">
          <a href={`tel:${phone.e164}`} className="font-semibold text-brand underline-offset-4 hover:underline">
            {phone.display}
          </a>
        </Detail>
      </dl>
    </address>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A <dl>'s groups may hold only <dt> and <dd>, so the icon sits inside the term, beside it.
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-surface text-accent">
          {icon}
        </span>
        {label}
      </dt>{" "}
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
