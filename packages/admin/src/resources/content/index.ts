import { lazy } from 'react'
import ArticleIcon from '@mui/icons-material/Article'
import type { PanelResource } from '../../registry'

const resource: PanelResource = {
  name: 'content',
  icon: ArticleIcon,
  list: lazy(() => import('./ContentList')),
  edit: lazy(() => import('./ContentEdit')),
  create: lazy(() => import('./ContentCreate')),
  show: lazy(() => import('./ContentShow')),
  recordRepresentation: 'title'
}

export default resource
