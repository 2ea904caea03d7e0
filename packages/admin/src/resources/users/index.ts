import { lazy } from 'react'
import PeopleIcon from '@mui/icons-material/People'

export default {
  name: 'users',
  icon: PeopleIcon,
  list: lazy(() => import('./UserList')),
  edit: lazy(() => import('./UserEdit')),
  create: lazy(() => import('./UserCreate')),
  recordRepresentation: 'name'
}
