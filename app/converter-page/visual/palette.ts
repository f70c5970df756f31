/** The canvas colours of one theme. */
export interface VisualPalette {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  from: string;
  to: string;
  reference: string;
  mercury: string;
  liquid: string;
  liquidSurface: string;
  glass: string;
}

/** Canvas colours (Tailwind's slate/blue/emerald/amber/red), readable on white and slate-900. */
export const PALETTES: Record<"light" | "dark", VisualPalette> = {
  light: {
    text: "#0f172a",
    muted: "#64748b",
    grid: "#cbd5e1",
    surface: "#f1f5f9",
    from: "#2563eb",
    to: "#059669",
    reference: "#d97706",
    mercury: "#dc2626",
    liquid: "rgba(59, 130, 246, 0.30)",
    liquidSurface: "#3b82f6",
    glass: "#94a3b8",
  },
  dark: {
    text: "#f1f5f9",
    muted: "#94a3b8",
    grid: "#475569",
    surface: "#1e293b",
    from: "#60a5fa",
    to: "#34d399",
    reference: "#fbbf24",
    mercury: "#f87171",
    liquid: "rgba(96, 165, 250, 0.30)",
    liquidSurface: "#60a5fa",
    glass: "#64748b",
  },
};
