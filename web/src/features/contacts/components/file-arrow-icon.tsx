/** A file with an arrow in (import) or out (export), drawn like the shared line icons. */
export function FileArrowIcon({ direction, size = 18 }: { direction: 'in' | 'out'; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6" />
      <path d={direction === 'in' ? 'M12 11v6M9 14l3 3 3-3' : 'M12 17v-6M9 14l3-3 3 3'} />
    </svg>
  );
}
