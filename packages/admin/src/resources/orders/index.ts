import { lazy } from 'react'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import type { PanelResource } from '../../registry'

const resource: PanelResource = {
  name: 'orders',
  adminOnly: true,
  icon: ShoppingCartIcon,
  list: lazy(() => import('./OrderList')),
  edit: lazy(() => import('./OrderEdit')),
  create: lazy(() => import('./OrderCreate')),
  recordRepresentation: 'customerEmail'
}

export default resource
