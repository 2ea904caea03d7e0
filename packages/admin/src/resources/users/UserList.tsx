import { Chip, useMediaQuery, type Theme } from '@mui/material'
import { CreateButton, FilterButton, Datagrid, DateField, EmailField, ExportButton, FunctionField, List, SearchInput, SelectField, SelectInput, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin'
import { ROLE_CHOICES } from './roles'
import { InviteButton, STATUS_CHOICES } from './invitations'
import { ListPagination } from '../../common/ListPagination'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <SelectInput key="status" source="status" label="app.account.status" choices={STATUS_CHOICES} />
]

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <InviteButton />
      <ExportButton />
    </TopToolbar>
  )
}

/** Everyone with an account: search in names and emails, filter by role, sort by name, email or date. */
export default function UserList() {
  const translate = useTranslate()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <List pagination={<ListPagination />} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<Actions />}>
      {narrow ? (
        <SimpleList primaryText={(user) => user.name} secondaryText={(user) => user.email} tertiaryText={(user) => translate(`app.choices.roles.${user.role}`)} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          {/* A chip's label is not translated by react-admin, so the role's name is looked up here. */}
          <FunctionField source="role" sortable={false} render={(user: { role: string }) => <Chip size="small" label={translate(`app.choices.roles.${user.role}`)} />} />
          <SelectField source="status" label="app.account.status" choices={STATUS_CHOICES} sortable={false} />
          <DateField source="createdAt" showTime />
          <DateField source="lastLoginAt" showTime emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  )
}
