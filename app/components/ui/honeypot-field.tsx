import { HONEYPOT_FIELD } from "#lib/validation/fields.ts";

/**
 * A field people never see and bots fill in. The server answers a filled one
 * like a success and never notifies anyone (lib/validation/shared.ts).
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
