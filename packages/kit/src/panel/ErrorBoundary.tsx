import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';

export interface ErrorBoundaryProps {
  /** What it guards: shown until one of them throws while rendering. */
  children?: ReactNode;
  /** Renders what shows instead of the children; `reset` clears the error and renders the children again. */
  fallback?: (error: unknown, reset: () => void) => ReactNode;
  /** Called once for each error caught, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When any of these change while an error shows, the boundary resets itself. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKeys?: readonly unknown[];
}

/**
 * Catches errors thrown while rendering its children and shows a managed ErrorMessage (or `fallback`)
 * in their place, so the rest of the app keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: undefined, hasError: false, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (keysChanged(props.resetKeys, state.resetKeys)) {
      return state.hasError
        ? { error: undefined, hasError: false, resetKeys: props.resetKeys }
        : { resetKeys: props.resetKeys };
    }
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  render(): ReactNode {
    const { hasError, error } = this.state;
    if (!hasError) return this.props.children;
    const { fallback } = this.props;
    return fallback ? (
      fallback(error, this.reset)
    ) : (
      <ErrorMessage error={error ?? 'An unknown error occurred.'} actionFn={this.reset} actionText="Retry" />
    );
  }
}

function keysChanged(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return false;
  if (!a || !b || a.length !== b.length) return true;
  return a.some((v, i) => !Object.is(v, b[i]));
}
