import { lazy } from 'react'
import WebhookIcon from '@mui/icons-material/Webhook'

export default {
  name: 'webhooks',
  icon: WebhookIcon,
  list: lazy(() => import('./WebhookList')),
  edit: lazy(() => import('./WebhookEdit')),
  create: lazy(() => import('./WebhookCreate')),
  recordRepresentation: 'url'
}
