/**
 * Starts the page over: a session that never finished starting, or a request still hanging after 10 s, cannot be
 * asked again from inside the page (the data layer keeps waiting on a request in flight rather than send another).
 */
export function reloadPage(): void {
  window.location.reload();
}
