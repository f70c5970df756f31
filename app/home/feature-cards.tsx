import { BookOpenCheck, Braces, MessageSquareText, WifiOff, ShieldCheck, Sigma } from "./icons";
import type { IconComponent } from "~/components/icons";

interface Feature {
  icon: IconComponent;
  title: string;
  text: string;
}

// Each line states what the code does today (docs/decisions/010, 011, 005; app/routes/api).
const FEATURES: Feature[] = [
  {
    icon: Sigma,
    title: "Exact arithmetic",
    text: "Factors are kept as exact decimals and fractions, never rounded floats: 1 inch is 0.0254 m exactly, and a round trip gives back the number you typed.",
  },
  {
    icon: MessageSquareText,
    title: "Free-text queries",
    text: "Write “5 ft 3 in to cm”, “212 F to C” or “1 1/2 cups in ml”. Ambiguous words such as gallon or calorie are read by documented rules.",
  },
  {
    icon: BookOpenCheck,
    title: "Sourced definitions",
    text: "Defined units follow the SI Brochure, NIST SP 811, the 1959 yard and pound agreement and the UK Weights and Measures Act.",
  },
  {
    icon: Braces,
    title: "Free API",
    text: "The same engine answers JSON requests: list the converters and their units, or convert values and free-text queries.",
  },
  {
    icon: WifiOff,
    title: "Works offline",
    text: "Install UnitWise as an app. A converter you have opened once keeps converting without a connection, because the arithmetic runs on your device.",
  },
  {
    icon: ShieldCheck,
    title: "Privacy-first",
    text: "No account needed to convert. Optional cookies stay off until you choose, and analytics storage is denied by default.",
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
        </li>
      ))}
    </ul>
  );
}
