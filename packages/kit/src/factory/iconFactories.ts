import { Icon } from '../icon';
import { elementFactory } from './elementFactory';

/** `icon({ name: 'refresh' })`: one of the kit's icons, with its variant, size and intent. */
export const icon = /* @__PURE__ */ elementFactory(Icon);
