// Reads robots.txt as Google does (RFC 9309): the rules of the group for every crawler (User-agent: *), patterns
// anchored at the path's start with * for any run of characters and $ for the end; the longest matching pattern
// decides, Allow winning a tie; no matching rule allows. Used by the API's and the browser tests.

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

function patternRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** The Allow and Disallow rules of the User-agent: * group of `robotsTxt`. */
export function robotsRules(robotsTxt: string): Rule[] {
  const rules: Rule[] = [];
  let inStarGroup = false;
  let lastWasAgent = false;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = line.match(/^([A-Za-z-]+)\s*:\s*(.*)$/);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'user-agent') {
      inStarGroup = (lastWasAgent && inStarGroup) || value === '*';
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    // An empty Disallow allows everything: no rule.
    if (!inStarGroup || (field !== 'allow' && field !== 'disallow') || value === '') continue;
    rules.push({ allow: field === 'allow', pattern: value, regex: patternRegex(value) });
  }
  return rules;
}

/** Whether a crawler may fetch `pathAndQuery` ('/api/artisan/7/zone.svg?r=30') under `robotsTxt`. */
export function robotsAllows(robotsTxt: string, pathAndQuery: string): boolean {
  let decisive: Rule | null = null;
  for (const rule of robotsRules(robotsTxt)) {
    if (!rule.regex.test(pathAndQuery)) continue;
    if (
      !decisive ||
      rule.pattern.length > decisive.pattern.length ||
      (rule.pattern.length === decisive.pattern.length && rule.allow)
    )
      decisive = rule;
  }
  return decisive?.allow ?? true;
}
