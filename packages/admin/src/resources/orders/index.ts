import { lazy } from 'react'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'

export default {
  name: 'orders',
  icon: ShoppingCartIcon,
  list: lazy(() => import('./OrderList')),
  edit: lazy(() => import('./OrderEdit')),
  create: lazy(() => import('./OrderCreate')),
  recordRepresentation: 'customerEmail'
}
