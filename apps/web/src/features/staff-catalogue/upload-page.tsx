import { IMPORT_MAX_BYTES, importColumns, importMessages } from '@galla/contracts/console-catalogue';
import { Alert, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { downloadTemplate, type UploadOutcome, uploadCatalogue } from './api';

/**
 * /dashboard/upload (Admin): a spreadsheet of models, imported all or nothing. A refused file comes
 * back with every bad row, its column and why; nothing of it is saved until the whole file is good.
 */
export function UploadPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<UploadOutcome | { kind: 'failed'; error: string }>();

  const upload = async () => {
    if (!file) return;
    if (!/\.(xlsx|csv)$/i.test(file.name))
      return setOutcome({ kind: 'failed', error: importMessages.format });
    if (file.size > IMPORT_MAX_BYTES) return setOutcome({ kind: 'failed', error: importMessages.tooLarge });
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome(await uploadCatalogue(file));
    } catch (error) {
      setOutcome({ kind: 'failed', error: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={2} size="h3">
        {t('staff.sections.upload')}
      </Title>
      <Text size="sm">{t('staffCatalogue.uploadExplain')}</Text>
      <Text size="sm" c="dimmed">
        {t('staffCatalogue.columns', { columns: importColumns.join(', ') })}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          onClick={() => downloadTemplate('xlsx').catch((e: Error) => showToast(e.message, 'error'))}
        >
          {t('staffCatalogue.templateXlsx')}
        </Button>
        <Button
          variant="light"
          onClick={() => downloadTemplate('csv').catch((e: Error) => showToast(e.message, 'error'))}
        >
          {t('staffCatalogue.templateCsv')}
        </Button>
      </Group>
      <Group gap="xs" align="end" wrap="wrap">
        <FileInput
          label={t('staffCatalogue.file')}
          placeholder={t('staffCatalogue.choose')}
          accept=".xlsx,.csv"
          value={file}
          onChange={(f) => {
            setFile(f);
            setOutcome(undefined);
          }}
          clearable
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={upload} loading={busy} disabled={!file}>
          {t('staffCatalogue.upload')}
        </Button>
      </Group>
      {outcome?.kind === 'failed' && <Alert color="red">{outcome.error}</Alert>}
      {outcome?.kind === 'done' && (
        <Alert color="green" title={t('staffCatalogue.imported')}>
          <List size="sm">
            <List.Item>{t('staffCatalogue.resultRows', { count: outcome.result.rows })}</List.Item>
            <List.Item>
              {t('staffCatalogue.resultModels', {
                created: outcome.result.modelsCreated,
                updated: outcome.result.modelsUpdated,
              })}
            </List.Item>
            <List.Item>
              {t('staffCatalogue.resultLevels', {
                brands: outcome.result.brandsCreated,
                categories: outcome.result.categoriesCreated,
                subcategories: outcome.result.subcategoriesCreated,
              })}
            </List.Item>
          </List>
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Stack gap="xs">
          <Alert color="red" title={t('staffCatalogue.refused')}>
            {outcome.error}
          </Alert>
          {outcome.problems.length > 0 && (
            <DataTable
              withTableBorder
              aria-label={t('staffCatalogue.problems')}
              records={outcome.problems.map((p, i) => ({ ...p, key: i }))}
              idAccessor="key"
              columns={[
                { accessor: 'row', title: t('staffCatalogue.row') },
                { accessor: 'column', title: t('staffCatalogue.column') },
                { accessor: 'reason', title: t('staffCatalogue.reason') },
              ]}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
