import { useFileUrl } from '../remote/use-file-url';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

function AvatarImage({ fileId, name, size }: { fileId: string; name: string; size: number }) {
  const file = useFileUrl(fileId);
  if (file.status !== 'ready') return <Initials name={name} size={size} />;
  return <img className="u-avatar u-avatar--image" src={file.url} alt="" width={size} height={size} />;
}

function Initials({ name, size, muted = false }: { name: string; size: number; muted?: boolean }) {
  return (
    <span className={`u-avatar${muted ? ' u-avatar--muted' : ''}`} style={{ width: size, height: size, fontSize: size * 0.38 }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** The user's photo when they have one (fetched with the admin's token), their initials otherwise. */
export function UserAvatar({ name, avatarId, size = 44, muted = false }: { name: string; avatarId?: string | null; size?: number; muted?: boolean }) {
  return avatarId ? <AvatarImage fileId={avatarId} name={name} size={size} /> : <Initials name={name} size={size} muted={muted} />;
}
