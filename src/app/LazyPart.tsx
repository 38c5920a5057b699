// A lazily loaded part of the shell (footer, breadcrumbs, toasts, menus): while its file loads,
// its fallback shows; a file that fails to load (a redeploy removed it, the network dropped)
// leaves the part out instead of taking the whole embed down, and after a redeploy the new
// build takes over (embed/new-build.ts).
import { Component, Suspense, type ReactNode } from "react";
import { isLoadFailure, loadNewBuild } from "../embed/new-build";

interface Props {
  children: ReactNode;
  /** Shown while the part's file loads; also kept when it failed (it holds the part's place). */
  fallback?: ReactNode;
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
    const { children, fallback = null } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
