import type { GridModel } from '@toolbox/kit/grid';

// What the views of the Factories vs. JSX samples are given,
// so that each sample compiles as it is shown.

export interface Order {
  id: number;
  customer: string;
  total: number;
}

export interface OrdersProps {
  model: {
    gridModel: GridModel<Order>;
    create: () => void;
    refresh: () => void;
  };
}

export interface UserProps {
  user: { isAdmin: boolean };
  model: { edit: () => void; delete: () => void };
}

export interface Contact {
  id: number;
  name: string;
  email: string;
}

export interface ContactsProps {
  contacts: readonly Contact[];
}
