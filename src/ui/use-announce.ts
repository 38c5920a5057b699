// Says a text through the embed's polite live region whenever it changes after the first
// render (a total, a count): the first render is the screen itself, read by the visitor anyway;
// a form's reset after an addition is not said.
import { useEffect, useRef } from "react";
import { useUiEmbed } from "./ui-context";

/**
 * `reset`: this change is the form starting again after an addition, said already as "… in your
 * basket"; it is noted, not said ("… in your basket. 0 tickets, total €0.00" told of nothing new).
 */
export function useAnnounceChange(text: string, reset = false) {
  const ui = useUiEmbed();
  const last = useRef(text);
  useEffect(() => {
    if (text === last.current) return;
    last.current = text;
    if (text && !reset) ui?.announce(text);
  }, [text, ui, reset]);
}
