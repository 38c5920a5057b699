// A lazily loaded part of the shop (footer, breadcrumbs, toasts, menus, the ticket form): while
// its file loads, its fallback shows; a file that fails to load (a redeploy removed it, the
// network dropped) leaves the part out, or shows what `failed` gives with a way to try again,
// instead of taking the whole embed down; after a redeploy the new build takes over
// (embed/new-build.ts).
import { Component, Suspense, type ReactNode } from "react";
import { isLoadFailure, loadNewBuild } from "../embed/new-build";

interface Props {
  children: ReactNode;
  /** Shown while the part's file loads; also kept when it failed (it holds the part's place). */
  fallback?: ReactNode;
  /** Shown instead when the file failed; `retry` renders the part again. */
  failed?: (retry: () => void) => ReactNode;
}

export class LazyPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    if (isLoadFailure(error)) void loadNewBuild();
    console.error("Foyer: a part of the shop failed", error);
  }
  override render() {
    const { children, fallback = null, failed } = this.props;
    if (!this.state.failed) return <Suspense fallback={fallback}>{children}</Suspense>;
    return failed ? failed(() => this.setState({ failed: false })) : fallback;
  }
}
