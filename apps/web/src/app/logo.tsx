/** The PawDesk paw mark; decorative, so hidden from assistive technology. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f7a69" />
      <g fill="#fff">
        <ellipse cx="32" cy="42" rx="12" ry="10" />
        <circle cx="18" cy="26" r="6" />
        <circle cx="27" cy="17" r="6" />
        <circle cx="37" cy="17" r="6" />
        <circle cx="46" cy="26" r="6" />
      </g>
    </svg>
  );
}
