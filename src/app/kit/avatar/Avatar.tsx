import { initials } from './initials';
import './avatar.css';

export interface AvatarProps {
  name: string;
  size?: number;
  /** Greyed out: an inactive or erased record. */
  muted?: boolean;
  /** A photo's object URL; the initials show until it is there. */
  imageUrl?: string | null;
}

/** Initials on a gold disc, or the person's photo: quick to scan in a list. */
export function Avatar({ name, size = 44, muted = false, imageUrl }: AvatarProps) {
  if (imageUrl) return <img className="kit-avatar kit-avatar--image" src={imageUrl} alt="" width={size} height={size} />;
  return (
    <span
      className={`kit-avatar${muted ? ' kit-avatar--muted' : ''}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
