import { createElement, lazy } from 'react'
import { Route } from 'react-router-dom'
import PeopleIcon from '@mui/icons-material/People'
import type { PanelResource } from '../../registry'

const InviteUserPage = lazy(() => import('./invitations').then((module) => ({ default: module.InviteUserPage })))

const resource: PanelResource = {
  name: 'users',
  adminOnly: true,
  icon: PeopleIcon,
  list: lazy(() => import('./UserList')),
  edit: lazy(() => import('./UserEdit')),
  create: lazy(() => import('./UserCreate')),
  recordRepresentation: 'name',
  // /users/invite: the invitation form (users/invitations.tsx)
  children: createElement(Route, { path: 'invite', element: createElement(InviteUserPage) })
}

export default resource
