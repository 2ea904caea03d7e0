import { lazy } from 'react'
import WebhookIcon from '@mui/icons-material/Webhook'
import type { PanelResource } from '../../registry'

const resource: PanelResource = {
  name: 'webhooks',
  icon: WebhookIcon,
  list: lazy(() => import('./WebhookList')),
  edit: lazy(() => import('./WebhookEdit')),
  create: lazy(() => import('./WebhookCreate')),
  recordRepresentation: 'url'
}

export default resource
