/** Small inline icons (no icon font, no extra requests). */
interface IconProps {
  className?: string;
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
      />
    </svg>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z"
      />
    </svg>
  );
}

/** A wooden crate: the shop's mark and the tile artwork for packaging. */
export function CrateIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="6" y="14" width="52" height="40" rx="3" fill="currentColor" opacity="0.22" />
      <rect x="6" y="14" width="52" height="40" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M6 27h52M6 41h52" stroke="currentColor" strokeWidth="3" />
      <path d="M10 50 54 18" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/** A pallet bench: tile artwork for furniture. */
export function BenchIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="8" y="22" width="48" height="8" rx="2" fill="currentColor" opacity="0.22" stroke="currentColor" strokeWidth="3" />
      <rect x="8" y="34" width="48" height="8" rx="2" fill="currentColor" opacity="0.22" stroke="currentColor" strokeWidth="3" />
      <path d="M12 42v12M52 42v12M32 42v8M8 14h48" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
