import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as TeamImageName, images as teamImages } from "#app/generated/images/team.ts";
import type { TeamMember } from "#content/team.schema.ts";

/**
 * One person: photograph, name, role, what they do, a further note and their professional profile.
 * `priority` for the first card on the page, whose photograph is the largest thing in a phone's first screen.
 */
export function TeamMemberCard({ member, priority = false }: { member: TeamMember; priority?: boolean }) {
  const headingId = useId();
  return (
    <article
      id={member.id}
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm"
    >
      <ResponsiveImage
        image={teamImages[member.image as TeamImageName]}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-xl font-semibold text-ink">
          {member.name}
        </h3>
        <p className="font-medium text-accent-strong">{member.role}</p>
        <p className="mt-3 text-muted">{member.description}</p>
        <p className="mt-3 flex-1 text-sm text-muted">{member.additionalInfo}</p>
        <a
          href={member.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
          className="mt-4 inline-flex items-center gap-2 self-start text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          LinkedIn
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
