import { Component } from 'react';
import type { ReactNode } from 'react';

interface LazyBoundaryProps {
  /** Called once when the lazy part failed (its chunk did not load or it threw). */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a failed lazy part of the frame (side menu, feedback) from replacing the whole page with
 * the route's error screen: the part disappears, the caller says what happened.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
