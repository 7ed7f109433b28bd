// rspack loader of remote-public for content/*.md: the page gets the article's HTML and front matter as plain
// strings (see markdown.cjs); `import { title } from '@content/x.md?meta'` leaves the HTML out.
const { renderMarkdown, toModuleSource } = require('./markdown.cjs');

module.exports = function markdownLoader(source) {
  const metaOnly = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).has('meta');
  return toModuleSource(renderMarkdown(source, this.resourcePath), { metaOnly, format: 'esm' });
};
