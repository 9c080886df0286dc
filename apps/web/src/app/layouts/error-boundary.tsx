import { Component, type ComponentType, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What renders instead of the children after one of them threw. */
  fallback: ComponentType<{ error: unknown }>;
  /** A new value (the next page's path) clears the error, as leaving a broken page should. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** A render error below shows `fallback` instead of a blank screen, until the page changes. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    hasError: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.hasError ? <Fallback error={this.state.error} /> : children;
  }
}
