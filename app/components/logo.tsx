import { ArrowRightLeft } from "~/components/icons";
import { Link } from "react-router";

const logoClass = "flex items-center gap-2 rounded-md font-bold text-slate-900 dark:text-white";

function LogoMark() {
  return (
    <>
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
      </span>
      <span className="text-lg tracking-tight">UnitWise</span>
    </>
  );
}

/** The logo, a link home. `plain`: an anchor, for markup rendered without a router (server HTML). */
export function Logo({
  plain = false,
  href = "/",
  label,
}: {
  plain?: boolean;
  /** the home page of the page's language */
  href?: string;
  label: string;
}) {
  return plain ? (
    <a href={href} className={logoClass} aria-label={label}>
      <LogoMark />
    </a>
  ) : (
    <Link to={href} className={logoClass} aria-label={label}>
      <LogoMark />
    </Link>
  );
}
