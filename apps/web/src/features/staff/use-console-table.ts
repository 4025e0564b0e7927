import { auditPageSizes } from '@galla/contracts/staff-console';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A console list's page, page size and sort, as the server pages it. A new page size or sort goes
 * back to page 1, and so must a new filter (`toFirstPage`), or the page asked for may not exist.
 * `tableProps` are the DataTable's paging and sorting props.
 */
export function useConsoleTable<T>(initialSort: DataTableSortStatus<T>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(auditPageSizes[0]);
  const [sort, setSort] = useState(initialSort);
  return {
    page,
    pageSize,
    sort,
    toFirstPage: () => setPage(1),
    tableProps: {
      page,
      onPageChange: setPage,
      recordsPerPage: pageSize,
      recordsPerPageOptions: [...auditPageSizes],
      onRecordsPerPageChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
      recordsPerPageLabel: t('staff.table.rowsPerPage'),
      sortStatus: sort,
      onSortStatusChange: (next: DataTableSortStatus<T>) => {
        setSort(next);
        setPage(1);
      },
    },
  };
}
