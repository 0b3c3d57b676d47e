import './admin-list.css';

/** Initials on a gold disc: quick to scan in a list, no photos to store. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function AdminAvatar({ name, size = 44, muted = false }: { name: string; size?: number; muted?: boolean }) {
  return (
    <span
      className={`admin-avatar${muted ? ' admin-avatar--muted' : ''}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
