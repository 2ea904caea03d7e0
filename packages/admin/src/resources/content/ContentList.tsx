import { useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  FilterButton,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextArrayField,
  TextField,
  TextInput,
  TopToolbar,
  useGetIdentity,
  useLocale,
  usePermissions,
  useTranslate,
  type RaRecord
} from 'react-admin'
import { StatusChip } from './StatusChip'
import { AuthorField } from './AuthorField'
import { STATUS_CHOICES } from './workflow'
import { ListPagination } from '../../common/ListPagination'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <TextInput key="type" source="type" />,
  <TextInput key="tag" source="tag" />
]

/** Opens an item to edit when the user may change it, to read otherwise. */
function useOpen() {
  const { permissions } = usePermissions<string>()
  const { identity } = useGetIdentity()
  return (_id: unknown, _resource: string, record: RaRecord) => (permissions === 'admin' || record.authorId === identity?.id ? 'edit' : 'show')
}

/** Published items and the user's own (everything for an administrator), filtered and sorted. */
export default function ContentList() {
  const translate = useTranslate()
  const locale = useLocale()
  const open = useOpen()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <List
      filters={filters}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      {narrow ? (
        <SimpleList
          primaryText={(item) => item.title}
          secondaryText={(item) => `${translate(`app.choices.statuses.${item.status}`)} · ${item.type}`}
          tertiaryText={(item) => new Date(item.updatedAt).toLocaleDateString(locale)}
          linkType={(record) => open(record.id, 'content', record)}
        />
      ) : (
        <Datagrid rowClick={open} bulkActionButtons={false}>
          <TextField source="title" />
          <StatusChip label="resources.content.fields.status" sortable={false} />
          <TextField source="type" sortable={false} />
          <TextArrayField source="tags" sortable={false} />
          <AuthorField label="resources.content.fields.authorId" sortable={false} />
          <DateField source="updatedAt" showTime />
          <DateField source="publishedAt" emptyText="—" />
        </Datagrid>
      )}
    </List>
  )
}
