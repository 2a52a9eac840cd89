// Small line icons for the five sections, and the staff accounts' (decorative: the text next to
// them names the section).
import type { ReactNode } from 'react';

export type SectionId = 'dogs' | 'daycare' | 'hotel' | 'vet' | 'grooming' | 'account';

const PATHS: Record<SectionId, ReactNode> = {
  dogs: (
    <>
      <ellipse cx="12" cy="16" rx="4.5" ry="3.8" />
      <circle cx="6" cy="10.5" r="1.9" />
      <circle cx="9.5" cy="6.5" r="1.9" />
      <circle cx="14.5" cy="6.5" r="1.9" />
      <circle cx="18" cy="10.5" r="1.9" />
    </>
  ),
  daycare: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
    </>
  ),
  hotel: (
    <>
      <path d="M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6" />
      <circle cx="7" cy="11.5" r="2" />
    </>
  ),
  vet: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 7.5v9M7.5 12h9" />
    </>
  ),
  grooming: (
    <>
      <circle cx="6.5" cy="17.5" r="2.5" />
      <circle cx="17.5" cy="17.5" r="2.5" />
      <path d="M8.3 15.7L19 4M15.7 15.7L5 4" />
    </>
  ),
  account: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
};

export function SectionIcon({ section, size = 28 }: { section: SectionId; size?: number }) {
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
      {PATHS[section]}
    </svg>
  );
}
