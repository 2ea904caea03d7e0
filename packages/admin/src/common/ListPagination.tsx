import { Box, Button, Typography } from '@mui/material'
import { ListPaginationContext, Pagination, useListContext, useListPaginationContext, useTranslate, type PaginationProps } from 'react-admin'
import { OFFSET_WINDOW_ROWS } from '../providers/cursors'

/**
 * Every list's pagination: page buttons as far as the API serves by offset, so that none meets
 * its 422; a longer list says how to narrow it, and goes on past the window with Next (by cursor).
 */
export function ListPagination(props: PaginationProps) {
  const translate = useTranslate()
  const pagination = useListPaginationContext()
  const { meta, data } = useListContext()
  const { page, perPage, total, hasNextPage, setPage, isPending } = pagination
  const windowPages = Math.max(1, Math.floor(OFFSET_WINDOW_ROWS / perPage))
  const windowRows = windowPages * perPage
  const estimate = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true
  if (total === undefined || (total <= windowRows && !estimate)) return <Pagination {...props} />
  const from = (page - 1) * perPage + 1
  const count = total.toLocaleString()
  return (
    <>
      {/* Its count says the window's rows: the note below gives the list's. */}
      <ListPaginationContext.Provider value={{ ...pagination, total: windowRows }}>
        <Pagination {...props} />
      </ListPaginationContext.Provider>
      <Box component="nav" aria-label={translate('app.lists.deep_pages', { pages: windowPages.toLocaleString() })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          {translate('app.lists.longer', { total: estimate ? `≥ ${count}` : count, pages: windowPages.toLocaleString() })}
        </Typography>
        {page > windowPages && (
          <>
            <Typography variant="body2">{translate('app.lists.rows_from', { from: from.toLocaleString(), to: (from + Math.max(0, (data?.length ?? 0) - 1)).toLocaleString() })}</Typography>
            <Button size="small" onClick={() => setPage(1)} disabled={isPending}>
              {translate('app.lists.first_page')}
            </Button>
            <Button size="small" onClick={() => setPage(page - 1)} disabled={isPending}>
              {translate('app.lists.previous_page')}
            </Button>
          </>
        )}
        {page >= windowPages && (
          <Button size="small" variant="outlined" onClick={() => setPage(page + 1)} disabled={isPending || !hasNextPage}>
            {translate('app.lists.next_page')}
          </Button>
        )}
      </Box>
    </>
  )
}
