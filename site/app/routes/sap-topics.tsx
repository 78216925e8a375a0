import { pages } from '@app/core'
import { MessagePanel } from '@app/ui'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta(pages.sapTopics)

// Placeholder while the feature is built; replaced by its own issue.
export default function Placeholder() {
  return <MessagePanel title={pages.sapTopics.title}>This page is being built.</MessagePanel>
}
