import { button, icon, toolbar } from '@toolbox/kit/factory';
import type { UserProps } from './sampleProps';

export const UserToolbar = ({ user, model }: UserProps) =>
  toolbar(
    button({
      text: 'Edit',
      icon: icon({ name: 'edit' }),
      onClick: () => model.edit(),
    }),
    button({
      text: 'Delete',
      icon: icon({ name: 'delete' }),
      intent: 'danger',
      omit: !user.isAdmin,
      onClick: () => model.delete(),
    }),
  );
