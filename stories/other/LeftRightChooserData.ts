import type { LeftRightChooserItem } from '@toolbox/kit/leftRightChooser';

/**
 * The fruits of the LeftRightChooser demo: four groups and one fruit with none (shown under 'Others'), two
 * starting in the basket, one of them locked there.
 */
export const FRUITS: readonly LeftRightChooserItem[] = [
  { text: 'Apple', value: 'apple', group: 'Tree', description: 'Crisp and sweet; keeps for months.' },
  { text: 'Pear', value: 'pear', group: 'Tree' },
  { text: 'Banana', value: 'banana', group: 'Tropical', description: 'Ready to eat once the green is gone.' },
  { text: 'Mango', value: 'mango', group: 'Tropical', side: 'right' },
  { text: 'Pineapple', value: 'pineapple', group: 'Tropical' },
  {
    text: 'Orange',
    value: 'orange',
    group: 'Citrus',
    description: 'The house favourite: always in the basket.',
    side: 'right',
    locked: true,
  },
  { text: 'Lemon', value: 'lemon', group: 'Citrus', description: 'Sour; best squeezed over something.' },
  { text: 'Strawberry', value: 'strawberry', group: 'Berries', description: 'Sweetest in early summer.' },
  { text: 'Watermelon', value: 'watermelon', description: 'A melon, strictly speaking: no group.' },
];
