import { lazy, Suspense } from 'react'
import { Skeleton } from '@mui/material'
import { DateField, Labeled, Show, SimpleShowLayout, TextArrayField, TextField, useRecordContext } from 'react-admin'
import { StatusChip } from './StatusChip'

const MarkdownPreview = lazy(() => import('./MarkdownPreview'))

function Body() {
  const record = useRecordContext<{ content: string }>()
  return (
    <Labeled label="resources.content.fields.content" fullWidth>
      <Suspense fallback={<Skeleton height={200} />}>
        <MarkdownPreview text={record?.content ?? ''} />
      </Suspense>
    </Labeled>
  )
}

/** An item the user may read but not change (someone else's published item). */
export default function ContentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" variant="h6" />
        <StatusChip label="resources.content.fields.status" />
        <TextField source="type" />
        <TextArrayField source="tags" />
        <DateField source="publishedAt" showTime emptyText="—" />
        <Body />
      </SimpleShowLayout>
    </Show>
  )
}
