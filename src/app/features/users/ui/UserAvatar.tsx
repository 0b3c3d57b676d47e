import { Avatar } from '@app/kit/avatar/Avatar';
import { useFileUrl } from '../remote/use-file-url';

function AvatarImage({ fileId, name, size }: { fileId: string; name: string; size: number }) {
  const file = useFileUrl(fileId);
  return <Avatar name={name} size={size} imageUrl={file.status === 'ready' ? file.url : null} />;
}

/** The user's photo when they have one (fetched with the admin's token), their initials otherwise. */
export function UserAvatar({ name, avatarId, size = 44, muted = false }: { name: string; avatarId?: string | null; size?: number; muted?: boolean }) {
  return avatarId ? <AvatarImage fileId={avatarId} name={name} size={size} /> : <Avatar name={name} size={size} muted={muted} />;
}
