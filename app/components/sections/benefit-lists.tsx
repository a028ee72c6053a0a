import { Building2, CircleCheck, Users } from "lucide-react";

/** What the delivery model gives clients and what it gives project teams. */
export function BenefitLists({
  clients,
  projectTeams,
}: {
  clients: readonly string[];
  projectTeams: readonly string[];
}) {
  const groups = [
    { title: "For clients", items: clients, Icon: Building2 },
    { title: "For project teams", items: projectTeams, Icon: Users },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map(({ title, items, Icon }) => (
        <div key={title} className="break-inside-avoid rounded-xl bg-surface p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Icon aria-hidden="true" className="size-6 text-brand" />
            {title}
          </h3>
          <ul className="mt-4 grid gap-3">
            {items.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
