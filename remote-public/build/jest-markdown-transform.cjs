// Jest transform for content/*.md: the same rendering as the rspack loader, as a CommonJS module, so that the
// component tests read the real articles.
const { renderMarkdown, toModuleSource } = require('./markdown.cjs');

module.exports = {
  process(source, file) {
    return { code: toModuleSource(renderMarkdown(source, file), { format: 'cjs' }) };
  },
};
