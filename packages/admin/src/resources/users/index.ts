import { lazy } from 'react'
import PeopleIcon from '@mui/icons-material/People'
import type { PanelResource } from '../../registry'

const resource: PanelResource = {
  name: 'users',
  adminOnly: true,
  icon: PeopleIcon,
  list: lazy(() => import('./UserList')),
  edit: lazy(() => import('./UserEdit')),
  create: lazy(() => import('./UserCreate')),
  recordRepresentation: 'name'
}

export default resource
