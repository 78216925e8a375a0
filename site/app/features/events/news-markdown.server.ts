import MarkdownIt from 'markdown-it'

/**
 * News posts are written in Markdown and shown as HTML (docs/events.md). Raw HTML in the text is
 * shown as text, never as markup, and links to anything but web and mail addresses are dropped
 * (markdown-it's own link check). Server and build only: the page's bundle never carries it.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })

export function renderNewsMarkdown(text: string): string {
  return markdown.render(text)
}
