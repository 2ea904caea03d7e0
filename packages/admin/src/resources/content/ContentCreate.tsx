import { Create } from 'react-admin'
import { ContentForm } from './ContentForm'

export default function ContentCreate() {
  return (
    <Create redirect="edit" record={{ type: 'blog', status: 'draft', tags: [], content: '' }}>
      <ContentForm creating />
    </Create>
  )
}
