import { type ConsoleExportName, consoleExportNames } from '@galla/contracts/console-download';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { downloadExport } from './api';

/**
 * /dashboard/download (Admin only): the platform's data as spreadsheets, one button per export the
 * server offers (contracts/console-download). A large export streams; the browser shows its progress.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ConsoleExportName>();
  const download = async (name: ConsoleExportName) => {
    setBusy(name);
    await downloadExport(name)
      .catch(() => showToast(t('staffReports.downloadFailed'), 'error'))
      .finally(() => setBusy(undefined));
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {t('staff.sections.download')}
      </Title>
      {consoleExportNames.map((name) => (
        <Paper key={name} withBorder p="sm">
          <Stack gap={6} align="flex-start">
            <Text fw={600}>{t(`staffReports.exports.${name}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`staffReports.exports.${name}.about`)}
            </Text>
            <Button onClick={() => download(name)} loading={busy === name} disabled={busy !== undefined}>
              {t('staffReports.exports.download', { what: t(`staffReports.exports.${name}.title`) })}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
