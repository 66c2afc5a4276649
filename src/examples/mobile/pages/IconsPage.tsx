import {
  BellIcon,
  BookmarkIcon,
  CalendarIcon,
  CameraIcon,
  ChatCircleIcon,
  CheckCircleIcon,
  CloudIcon,
  EnvelopeIcon,
  GearIcon,
  HeartIcon,
  HouseIcon,
  MagnifyingGlassIcon,
  MapPinIcon,
  PhoneIcon,
  ShareNetworkIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
  type Icon,
} from '@phosphor-icons/react';

const ICONS: readonly [string, Icon][] = [
  ['House', HouseIcon],
  ['Search', MagnifyingGlassIcon],
  ['Bell', BellIcon],
  ['Mail', EnvelopeIcon],
  ['Chat', ChatCircleIcon],
  ['Phone', PhoneIcon],
  ['Camera', CameraIcon],
  ['Calendar', CalendarIcon],
  ['Map pin', MapPinIcon],
  ['User', UserIcon],
  ['Heart', HeartIcon],
  ['Star', StarIcon],
  ['Bookmark', BookmarkIcon],
  ['Share', ShareNetworkIcon],
  ['Cloud', CloudIcon],
  ['Check', CheckCircleIcon],
  ['Trash', TrashIcon],
  ['Settings', GearIcon],
];

/** The icon set (Phosphor) at touch size, with each icon's name. */
export function IconsPage() {
  return (
    <ul className="tb-mobile-page tb-mobile-icons" aria-label="Icons">
      {ICONS.map(([name, IconOf]) => (
        <li key={name}>
          <IconOf size={32} weight="duotone" aria-hidden />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}
