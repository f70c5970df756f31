import type { ReactElement, SVGProps } from "react";

// The icons of the pages every visitor loads (the shell, home, converter pages), as plain SVG
// markup: lucide-react's runtime and one chunk per icon cost more JavaScript than the icons
// themselves (decision 049). The path data is Lucide's (ISC licence, lucide.dev), same names.
// A page's own icons live with the page (home/icons.tsx, blog/icons.tsx): this module is in
// every page's shell chunk, whoever imports an icon from it.

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;
export type IconComponent = (props: IconProps) => ReactElement;

// Calls are pure, so the bundler drops the icons a chunk does not use.
/* @__NO_SIDE_EFFECTS__ */
export function icon(markup: string): IconComponent {
  return function Icon(props) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  };
}

export const ArrowRightLeft = icon(
  '<path d="m16 3 4 4-4 4"/><path d="M20 7H4"/><path d="m8 21-4-4 4-4"/><path d="M4 17h16"/>',
);
export const CircleCheck = icon('<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>');
export const LogIn = icon(
  '<path d="m10 17 5-5-5-5"/><path d="M15 12H3"/><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"/>',
);
export const Menu = icon('<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/>');
export const Moon = icon(
  '<path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"/>',
);
export const Search = icon('<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>');
export const Sun = icon(
  '<circle cx="12" cy="12" r="4"/><path d="M12 2v2"/><path d="M12 20v2"/><path d="m4.93 4.93 1.41 1.41"/><path d="m17.66 17.66 1.41 1.41"/><path d="M2 12h2"/><path d="M20 12h2"/><path d="m6.34 17.66-1.41 1.41"/><path d="m19.07 4.93-1.41 1.41"/>',
);
export const UserPlus = icon(
  '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><line x1="19" x2="19" y1="8" y2="14"/><line x1="22" x2="16" y1="11" y2="11"/>',
);
export const UserRound = icon('<circle cx="12" cy="8" r="5"/><path d="M20 21a8 8 0 0 0-16 0"/>');
export const X = icon('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');
export const LoaderCircle = icon('<path d="M21 12a9 9 0 1 1-6.219-8.56"/>');
