import { marked } from 'marked'
import DOMPurify from 'dompurify'

/** Markdown as safe HTML: whatever the text holds, no script, handler or frame survives DOMPurify. */
export function renderMarkdown(text: string): string {
  return DOMPurify.sanitize(marked.parse(text, { async: false, gfm: true, breaks: false }))
}
