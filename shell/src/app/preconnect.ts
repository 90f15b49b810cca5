/**
 * Opens the connections the first screen will need as soon as app-config.json names their origins
 * (the backend, and the remotes when a signed-in page will load them), so the first request to each
 * does not also wait for DNS, TCP and TLS. The page's own origin is already connected.
 */
export function preconnect(urls: readonly string[], doc: Document = document): void {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin } = new URL(url, doc.baseURI);
      if (origin !== new URL(doc.baseURI).origin) origins.add(origin);
    } catch {
      // an unusable address is reported by whatever uses it
    }
  }
  for (const origin of origins) {
    // fetch() (the backend, manifests) and classic scripts (a remote's code) use separate connection pools.
    for (const crossOrigin of ['anonymous', null]) {
      const link = doc.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      if (crossOrigin) link.crossOrigin = crossOrigin;
      doc.head.appendChild(link);
    }
  }
}
