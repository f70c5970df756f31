import {
  Calculator,
  Cog,
  Droplet,
  Flame,
  Grid3x3,
  Lightbulb,
  Magnet,
  Radiation,
  Zap,
  type LucideIcon,
} from "lucide-react";

/** The nine category icons by their lucide names (CATALOGUE.md), imported one by one. */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  calculator: Calculator,
  cog: Cog,
  flame: Flame,
  droplet: Droplet,
  lightbulb: Lightbulb,
  zap: Zap,
  magnet: Magnet,
  radiation: Radiation,
  "grid-3x3": Grid3x3,
};

/** The icons a category may have, by name (the admin's choice in the Categories tab). */
export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS);

/** A category's icon, decorative: the category's name is always written beside it. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICONS[name] ?? Grid3x3;
  return <Icon aria-hidden="true" className={className} />;
}
