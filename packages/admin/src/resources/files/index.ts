import { lazy } from 'react'
import FolderIcon from '@mui/icons-material/Folder'

export default {
  name: 'files',
  icon: FolderIcon,
  list: lazy(() => import('./FileList')),
  recordRepresentation: 'filename'
}
