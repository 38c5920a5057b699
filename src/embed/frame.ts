// The shop inside an iframe (issue 12 item 4). A sandboxed frame without `allow-forms` blocks
// every form before its submit event (the shop's forms would silently do nothing), and payment
// providers refuse to be shown inside a frame: the visitor is sent to them in the top window,
// or a new one, as far as the frame allows; otherwise the caller says so (leave.ts, which only the
// checkout loads: the shell checks the forms on every first visit).

/**
 * Whether forms can be submitted in this document: a hidden form is submitted once to find out.
 * The form must be in the document (a form that is not is never submitted, sandbox or not): in
 * `root` when that is, else in the page itself (an embed element the host took out, or has not
 * put in yet, asks the same document).
 */
export function formsAllowed(root: Node): boolean {
  if (typeof HTMLFormElement === "undefined" || !("requestSubmit" in HTMLFormElement.prototype)) return true;
  const form = document.createElement("form");
  form.hidden = true;
  let fired = false;
  form.addEventListener("submit", (e) => {
    fired = true;
    e.preventDefault();
  });
  (root.isConnected ? root : document.body || document.documentElement).appendChild(form);
  try {
    form.requestSubmit();
  } catch {
    fired = true;
  } finally {
    form.remove();
  }
  return fired;
}
