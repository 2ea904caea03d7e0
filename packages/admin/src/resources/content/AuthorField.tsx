import { ReferenceField, TextField, useGetIdentity, usePermissions, useRecordContext, useTranslate } from 'react-admin'

/**
 * Who wrote an item: an administrator sees the author's name; anyone else cannot read other
 * accounts, so sees "you" or "another user".
 */
export function AuthorField(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ authorId: string }>()
  const { permissions } = usePermissions<string>()
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  if (!record) return null
  if (permissions === 'admin') {
    return (
      <ReferenceField source="authorId" reference="users" link="edit">
        <TextField source="name" />
      </ReferenceField>
    )
  }
  return <>{translate(record.authorId === identity?.id ? 'app.content.by_you' : 'app.content.by_other')}</>
}
