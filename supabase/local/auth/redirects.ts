// Where GoTrue lets an e-mail link send the browser, with the session in its fragment: the site URL's
// own host, or an entry of the allow-list (uri_allow_list, ADDITIONAL_REDIRECT_URLS), whose `*` stands
// for any characters but `.` and `/` and `**` for any characters at all. Anything else goes to the
// site URL instead.

function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/** A glob of the allow-list as a regular expression over the whole URL. */
export function allowListPattern(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^./]*';
    else if (c === '?') source += '[^./]';
    else source += c.replace(/[\\^$.|+(){}[\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function redirectAllowed(candidate: string, siteUrl: string, allowList: readonly string[]): boolean {
  const host = hostOf(candidate);
  if (host === null) return false;
  if (host === hostOf(siteUrl)) return true;
  return allowList.some((glob) => allowListPattern(glob).test(candidate));
}
