import { lazy } from 'react'
import FolderIcon from '@mui/icons-material/Folder'
import type { PanelResource } from '../../registry'

/**
 * Named `uploads`, after the API's /api/upload: the panel's page is at /uploads, since /files/ is
 * where the service serves the files themselves. The menu calls it Files.
 */
const resource: PanelResource = {
  name: 'uploads',
  icon: FolderIcon,
  list: lazy(() => import('./FileList')),
  recordRepresentation: 'filename'
}

export default resource
