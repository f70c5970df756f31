import { ArrowRightLeft } from "~/components/icons";
import { Link } from "react-router";

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-slate-900 dark:text-white"
      aria-label="UnitWise home"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
      </span>
      <span className="text-lg tracking-tight">UnitWise</span>
    </Link>
  );
}
