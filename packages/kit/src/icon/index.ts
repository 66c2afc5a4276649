export { Icon, ICON_SIZES, ICON_VARIANTS, type IconProps, type IconSize, type IconVariant } from './Icon';
export { ICONS, ICON_NAMES, isIconName, type IconName } from './iconRegistry';
