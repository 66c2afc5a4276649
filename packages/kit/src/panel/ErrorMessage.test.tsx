import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorMessage } from './ErrorMessage';
import { errorText } from './errorText';

describe('ErrorMessage', () => {
  it('shows the default title and the message of an Error', () => {
    render(<ErrorMessage error={new Error('Unable to contact the server.')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong:');
    expect(alert).toHaveTextContent('Unable to contact the server.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a string error with a custom title and an action', async () => {
    const actionFn = vi.fn();
    render(<ErrorMessage error="Disk full" title="Upload failed" actionText="Refresh" actionFn={actionFn} />);
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Disk full')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(actionFn).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without an error', () => {
    const { container } = render(<ErrorMessage error={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('errorText', () => {
  it('reads strings, Errors, message objects and anything else', () => {
    expect(errorText('Oops')).toBe('Oops');
    expect(errorText(new TypeError('Bad type'))).toBe('Bad type');
    expect(errorText({ message: 'From an object' })).toBe('From an object');
    expect(errorText(42)).toBe('42');
    expect(errorText('')).toBe('An unknown error occurred.');
    expect(errorText(undefined)).toBe('An unknown error occurred.');
  });
});
