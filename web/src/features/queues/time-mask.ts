/**
 * Spec 2 §2: hour inputs are masked ##:##. What the input shows for what was typed: digits only, at most four,
 * with the ':' put after the first two. A typed ':' is dropped and put back, so erasing across it never sticks.
 */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
