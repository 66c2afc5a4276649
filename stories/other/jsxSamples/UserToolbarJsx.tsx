import { Button, Icon, Toolbar } from '@toolbox/kit';
import type { UserProps } from './sampleProps';

export const UserToolbar = ({ user, model }: UserProps) => (
  <Toolbar>
    <Button
      text="Edit"
      icon={<Icon name="edit" />}
      onClick={() => model.edit()}
    />
    {user.isAdmin && (
      <Button
        text="Delete"
        icon={<Icon name="delete" />}
        intent="danger"
        onClick={() => model.delete()}
      />
    )}
  </Toolbar>
);
