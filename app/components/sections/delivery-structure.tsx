import type { DeliveryPlaybook, Party, StructureNode } from "#content/playbooks.schema.ts";

type Structure = Pick<DeliveryPlaybook["structure"], "chart" | "relationships">;

/**
 * The delivery team structure as a chart made of real text: nested lists, so
 * a screen reader hears who sits under whom and under which contract, and the
 * chart prints and zooms like the rest of the page.
 */
export function DeliveryStructure({ chart, relationships, parties }: Structure & { parties: readonly Party[] }) {
  const byId = new Map(parties.map((party) => [party.id, party]));
  return (
    <div className="grid gap-10">
      <figure className="overflow-x-auto rounded-2xl border border-line bg-surface p-6 break-inside-avoid">
        <figcaption className="mb-6 text-sm text-muted">
          Who appoints whom: each party sits under the party it is contracted to, with the contract named above it.
        </figcaption>
        <ul className="flex justify-center">
          <ChartNode node={chart} byId={byId} />
        </ul>
      </figure>
      <dl className="grid gap-6 md:grid-cols-3">
        {relationships.map((relationship) => (
          <div key={relationship.title} className="break-inside-avoid rounded-xl border border-line bg-white p-5">
            <dt className="font-semibold text-ink">{relationship.title}</dt>
            <dd className="mt-2 text-muted">{relationship.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function leafCount(node: StructureNode): number {
  const children = node.children ?? [];
  return children.length ? children.reduce((sum, child) => sum + leafCount(child), 0) : 1;
}

function ChartNode({ node, byId }: { node: StructureNode; byId: ReadonlyMap<string, Party> }) {
  const party = byId.get(node.party);
  const children = node.children ?? [];
  return (
    // A branch takes room in proportion to the parties at its foot, so wide branches do not overflow.
    <li className="flex min-w-36 basis-0 flex-col items-center" style={{ flexGrow: leafCount(node) }}>
      {node.relationship ? (
        <>
          <span aria-hidden="true" className="h-4 w-px bg-slate-400" />
          <p className="rounded-full border border-accent/40 bg-white px-3 py-0.5 text-center text-xs font-medium text-accent-strong">
            <span className="sr-only">Relationship to the party above: </span>
            {node.relationship}
          </p>
          <span aria-hidden="true" className="h-3 w-px bg-slate-400" />
        </>
      ) : null}
      <div className="w-full max-w-56 rounded-xl border border-brand/30 bg-white px-4 py-3 text-center shadow-sm">
        <p className="font-semibold text-ink">{party?.name ?? node.party}</p>
        {party ? <p className="mt-1 text-xs text-muted">{party.role}</p> : null}
      </div>
      {children.length ? (
        <>
          <span aria-hidden="true" className="h-6 w-px bg-slate-400" />
          <ul
            aria-label={`Appointed under ${party?.name ?? node.party}`}
            className="flex w-full flex-col gap-6 border-t-2 border-slate-300 pt-0 sm:flex-row sm:gap-4"
          >
            {children.map((child) => (
              <ChartNode key={child.party} node={child} byId={byId} />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
