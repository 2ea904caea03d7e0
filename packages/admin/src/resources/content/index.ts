import { lazy } from 'react'
import ArticleIcon from '@mui/icons-material/Article'

export default {
  name: 'content',
  icon: ArticleIcon,
  list: lazy(() => import('./ContentList')),
  edit: lazy(() => import('./ContentEdit')),
  create: lazy(() => import('./ContentCreate')),
  show: lazy(() => import('./ContentShow')),
  recordRepresentation: 'title'
}
