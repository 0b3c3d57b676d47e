import { Avatar } from '@app/kit/avatar/Avatar';

export function AdminAvatar({ name, size = 44, muted = false }: { name: string; size?: number; muted?: boolean }) {
  return <Avatar name={name} size={size} muted={muted} />;
}
