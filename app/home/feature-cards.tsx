import { BookOpenCheck, Braces, MessageSquareText, WifiOff, ShieldCheck, Sigma } from "./icons";
import type { IconComponent } from "~/components/icons";
import type { Translate } from "~/i18n/localization";

interface Feature {
  icon: IconComponent;
  /** its messages: `${name}Title`, `${name}Text` */
  name:
    | "featureExact"
    | "featureQueries"
    | "featureSources"
    | "featureApi"
    | "featureOffline"
    | "featurePrivacy";
}

// Each line states what the code does today (docs/decisions/010, 011, 005; app/routes/api).
const FEATURES: Feature[] = [
  { icon: Sigma, name: "featureExact" },
  { icon: MessageSquareText, name: "featureQueries" },
  { icon: BookOpenCheck, name: "featureSources" },
  { icon: Braces, name: "featureApi" },
  { icon: WifiOff, name: "featureOffline" },
  { icon: ShieldCheck, name: "featurePrivacy" },
];

export function FeatureCards({ t }: { t: Translate<"home"> }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ icon: Icon, name }) => (
        <li
          key={name}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t(`${name}Title`)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
            {t(`${name}Text`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
