import type { UnitDef } from "../../types";

/**
 * A shared unit as a table lists it when some of its aliases are not for that table, e.g.
 * because another unit of the table answers to them ("g/L" is the gram per liter of the
 * concentration table, not its kilogram per cubic meter). Everything else stays the shared
 * definition; the aliases keep their order. Naming an alias the unit lacks is an error, so a
 * renamed alias cannot leave a stale exclusion behind.
 */
export function withoutAliases(unit: UnitDef, ...left: string[]): UnitDef {
  const aliases = unit.aliases ?? [];
  const unknown = left.filter((alias) => !aliases.includes(alias));
  if (unknown.length > 0)
    throw new Error(`Unit "${unit.id}" has no alias ${unknown.map((a) => `"${a}"`).join(", ")}`);
  return { ...unit, aliases: aliases.filter((alias) => !left.includes(alias)) };
}
