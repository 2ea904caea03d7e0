import { Box, Link, Typography, useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useLocale, useTranslate } from 'react-admin'
import { UploadZone } from './UploadZone'
import { CopyUrlButton, DeleteFileButton, Preview, type FileRecord } from './FileActions'
import { formatBytes } from './format'
import { ListPagination } from '../../common/ListPagination'

function Empty() {
  const translate = useTranslate()
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('app.files.empty')}
    </Typography>
  )
}

/** Upload by dropping or choosing files, then each with its preview, its URL to copy, and delete. */
export default function FileList() {
  const locale = useLocale()
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <Box sx={{ mt: 1 }}>
      <UploadZone />
      <List pagination={<ListPagination />} sort={{ field: 'createdAt', order: 'DESC' }} actions={false} empty={false} disableSyncWithLocation={false}>
        {narrow ? (
          <SimpleList<FileRecord>
            leftAvatar={() => <Preview />}
            primaryText={(file) => file.filename}
            secondaryText={(file) => `${formatBytes(file.size, locale)} · ${file.mimeType}`}
            rightIcon={() => (
              <Box sx={{ display: 'flex' }}>
                <CopyUrlButton />
              </Box>
            )}
            linkType={false}
            empty={<Empty />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
            <Preview />
            <FunctionField<FileRecord>
              source="filename"
              render={(file) => (
                <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {file.filename}
                </Link>
              )}
            />
            <FunctionField<FileRecord> source="size" render={(file) => formatBytes(file.size, locale)} />
            <TextField source="mimeType" sortable={false} />
            <DateField source="createdAt" showTime />
            <CopyUrlButton />
            <DeleteFileButton />
          </Datagrid>
        )}
      </List>
    </Box>
  )
}
