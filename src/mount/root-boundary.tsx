// Around the whole shop: a part that throws while rendering (outside a screen, which has its own
// boundary) would leave React's root empty. It shows the shop's message and a retry instead
// (never an empty box, issue 33), in plain elements: the styles or messages may be what failed.
import { Component, type ReactNode } from "react";
import { unavailableTexts } from "../embed/unavailable";

interface Props {
  children: ReactNode;
  lang: string;
  /** Starts the shop again. */
  retry: () => void;
}

export class RootBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("Foyer: the shop failed", error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const [message, again] = unavailableTexts(this.props.lang);
    return (
      <div role="alert">
        <p>{message}</p>
        <button type="button" onClick={this.props.retry}>
          {again}
        </button>
      </div>
    );
  }
}
