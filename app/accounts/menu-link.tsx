import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/** The look of the account menu's items, links and buttons alike. */
export const menuItemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

/** An item of the menu: a plain anchor, which the menu hands to the router. */
export function MenuLink({
  href,
  icon,
  children,
  className,
}: {
  href: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <li>
      <a href={href} className={cn(menuItemClass, className)}>
        {icon}
        {children}
      </a>
    </li>
  );
}
