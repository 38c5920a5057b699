// Says a text through the embed's polite live region whenever it changes after the first
// render (a total, a count): the first render is the screen itself, read by the visitor anyway.
import { useContext, useEffect, useRef } from "react";
import { EmbedContext } from "../stores/context";

export function useAnnounceChange(text: string) {
  const embed = useContext(EmbedContext);
  const last = useRef(text);
  useEffect(() => {
    if (text === last.current) return;
    last.current = text;
    if (text) embed?.stores.shell.getState().announce(text);
  }, [text, embed]);
}
