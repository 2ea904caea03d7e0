import { lazy } from 'react'
import FolderIcon from '@mui/icons-material/Folder'

/**
 * Named `uploads`, after the API's /api/upload: the panel's page is at /uploads, since /files/ is
 * where the service serves the files themselves. The menu calls it Files.
 */
export default {
  name: 'uploads',
  icon: FolderIcon,
  list: lazy(() => import('./FileList')),
  recordRepresentation: 'filename'
}
