import { initials } from './initials';
import './avatar.css';

export interface AvatarProps {
  name: string;
  size?: number;
  /** Greyed out: an inactive or erased record. */
  muted?: boolean;
  /** A photo's object URL; the initials show until it is there. */
  imageUrl?: string | null;
  /** The image whole on a white square (a logo, drawn for paper) rather than cropped to a disc (a face). */
  tile?: boolean;
  /** On the image. */
  imageTestId?: string;
}

/** Initials on a gold disc, or the person's photo (or the company's logo): quick to scan in a list. */
export function Avatar({ name, size = 44, muted = false, imageUrl, tile = false, imageTestId }: AvatarProps) {
  if (imageUrl && tile) {
    return (
      <span className="kit-avatar kit-avatar--tile" style={{ width: size, height: size }}>
        <img src={imageUrl} alt="" width={size} height={size} data-testid={imageTestId} />
      </span>
    );
  }
  if (imageUrl) return <img className="kit-avatar kit-avatar--image" src={imageUrl} alt="" width={size} height={size} data-testid={imageTestId} />;
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
