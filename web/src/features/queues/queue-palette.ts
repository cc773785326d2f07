/** Spec 2 §9: queue colours come from a preset palette of 50 — ten hues, five shades each (light to dark). */
const hues: Record<string, readonly string[]> = {
  red: ['#fca5a5', '#f87171', '#ef4444', '#dc2626', '#b91c1c'],
  orange: ['#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c'],
  amber: ['#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309'],
  lime: ['#bef264', '#a3e635', '#84cc16', '#65a30d', '#4d7c0f'],
  green: ['#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d'],
  teal: ['#5eead4', '#2dd4bf', '#14b8a6', '#0d9488', '#0f766e'],
  sky: ['#7dd3fc', '#38bdf8', '#0ea5e9', '#0284c7', '#0369a1'],
  blue: ['#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8'],
  violet: ['#c4b5fd', '#a78bfa', '#8b5cf6', '#7c3aed', '#6d28d9'],
  pink: ['#f9a8d4', '#f472b6', '#ec4899', '#db2777', '#be185d'],
};

/** Row by row, shade by shade, so the picker grid reads as five bands of ten hues. */
export const QUEUE_PALETTE: readonly string[] = [0, 1, 2, 3, 4].flatMap((shade) =>
  Object.values(hues).map((shades) => shades[shade] ?? ''),
);

export const sameColor = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
