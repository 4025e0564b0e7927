import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { downloadSpreadsheet, saveFile, useGstrMonth } from './api';
import { todayIst } from './report-dates';

/** /GSTR (flag reports): a month's GSTR-1 JSON, its spreadsheets and GSTR-3B's outward figures. */
export function GstrPage() {
  return (
    <FlagGuard flag="reports">
      <Gstr />
    </FlagGuard>
  );
}

function Gstr() {
  const { t } = useTranslation();
  const thisMonth = todayIst().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const gstr = useGstrMonth(month);
  const data = gstr.data;

  const download = (path: 'gstrHsnSummary' | 'gstrSalesRegister') =>
    downloadSpreadsheet(path, month).catch(() => showToast(t('reports.gstrPage.downloadFailed'), 'error'));

  return (
    <Stack gap="md" maw={760} mx="auto">
      <Title order={2} size="h3">
        {t('reports.gstr')}
      </Title>
      <Paper withBorder p="sm">
        <TextInput
          type="month"
          label={t('reports.gstrPage.month')}
          value={month}
          max={thisMonth}
          maw={220}
          onChange={(e) => setMonth(e.currentTarget.value)}
        />
      </Paper>
      {gstr.isPending && month !== '' ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : gstr.isError ? (
        <Alert color="red" title={gstr.error.message}>
          <Button variant="light" size="xs" onClick={() => gstr.refetch()}>
            {t('reports.retry')}
          </Button>
        </Alert>
      ) : data ? (
        <>
          {data.warnings.map((w) => (
            <Alert key={w} color="yellow">
              {w}
            </Alert>
          ))}
          <Paper withBorder p="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {(['bills', 'b2b', 'b2cl', 'b2cs'] as const).map((k) => (
                <Stack key={k} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(`reports.gstrPage.${k}`)}
                  </Text>
                  <Text fw={600}>{data.counts[k]}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Group mt="sm" gap="xs">
              <Button
                disabled={data.gstr1 === null}
                onClick={() =>
                  saveFile(
                    new Blob([JSON.stringify(data.gstr1)], { type: 'application/json' }),
                    data.fileName,
                  )
                }
              >
                {t('reports.gstrPage.downloadJson')}
              </Button>
              <Button variant="light" onClick={() => download('gstrHsnSummary')}>
                {t('reports.gstrPage.hsnSummary')}
              </Button>
              <Button variant="light" onClick={() => download('gstrSalesRegister')}>
                {t('reports.gstrPage.salesRegister')}
              </Button>
            </Group>
          </Paper>
          <Paper withBorder p="sm">
            <Title order={3} size="h5" mb="xs">
              {t('reports.gstrPage.gstr3b')}
            </Title>
            <Table.ScrollContainer minWidth={320}>
              <Table withTableBorder fz="sm" aria-label={t('reports.gstrPage.gstr3b')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th ta="right">{t('reports.gstrPage.taxable')}</Table.Th>
                    <Table.Th ta="right">{t('reports.gstrPage.igst')}</Table.Th>
                    <Table.Th ta="right">{t('reports.gstrPage.cgst')}</Table.Th>
                    <Table.Th ta="right">{t('reports.gstrPage.sgst')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>{t('reports.gstrPage.taxPayable')}</Table.Td>
                    <Table.Td ta="right">{formatRupees(data.gstr3b.outwardTaxable.taxableValue)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(data.gstr3b.outwardTaxable.igst)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(data.gstr3b.outwardTaxable.cgst)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(data.gstr3b.outwardTaxable.sgst)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>{t('reports.gstrPage.nilExempt')}</Table.Td>
                    <Table.Td ta="right">
                      {formatRupees(data.gstr3b.outwardNilRatedExempt.taxableValue)}
                    </Table.Td>
                    <Table.Td colSpan={3} />
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.gstr3b.interStateUnregistered.length > 0 && (
              <Text size="sm" mt="xs">
                {t('reports.gstrPage.interUnregistered')}:{' '}
                {data.gstr3b.interStateUnregistered
                  .map(
                    (r) =>
                      `${r.placeOfSupply} ${formatRupees(r.taxableValue)} (IGST ${formatRupees(r.igst)})`,
                  )
                  .join(', ')}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              {t('reports.gstrPage.itcNote')}
            </Text>
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
