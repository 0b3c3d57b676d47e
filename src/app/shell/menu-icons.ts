import { MENU, isMenuGroup } from '@shared/menu';
import { cogOutline } from 'ionicons/icons';
import { areaMenus, type AreaDeclaration } from '../kit/area';
import { AREAS } from './areas';

/** Each area brings its entry's icon; a group takes the icon one of its children's areas gives it. */
export function menuIcons(areas: readonly AreaDeclaration[]): Map<string, string> {
  const icons = new Map<string, string>();
  for (const area of areas) {
    for (const { code, icon, groupIcon } of areaMenus(area)) {
      icons.set(code, icon);
      const group = MENU.find((item) => isMenuGroup(item) && item.children.some((child) => child.code === code));
      if (group && groupIcon && !icons.has(group.code)) icons.set(group.code, groupIcon);
    }
  }
  return icons;
}

const ICONS = menuIcons(AREAS);

export function menuIcon(code: string): string {
  return ICONS.get(code) ?? cogOutline;
}
