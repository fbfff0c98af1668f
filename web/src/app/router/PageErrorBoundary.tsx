import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface Props {
  /** The history entry shown: an error belongs to it, and the next navigation clears it. */
  entry: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  entry: string;
  failed: boolean;
}

class EntryErrorBoundary extends Component<Props, State> {
  override state: State = { entry: this.props.entry, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.entry === state.entry ? null : { entry: props.entry, failed: false };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The data router's route `ErrorBoundary`: a page that throws while
 * rendering, or whose code fails to download (a `React.lazy` rejecting,
 * e.g. after a deploy), shows `fallback` instead; navigating elsewhere
 * shows the next page again.
 */
export function PageErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <EntryErrorBoundary entry={key} fallback={fallback}>
      {children}
    </EntryErrorBoundary>
  );
}
