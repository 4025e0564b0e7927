import { Anchor, Badge, Center, Container, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../app/not-found-page';
import { useAppConfig } from '../../lib/app-config';
import { formatDateTime } from '../../lib/format';
import { useOutbox } from './api';

// /dev/outbox: what the server "sent" by SMS and e-mail in development. Production has no outbox
// endpoint, so the page does not exist there either.
export function OutboxPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const available = config.data !== undefined && config.data.environment !== 'production';
  const outbox = useOutbox(available);

  if (config.isPending) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!available) return <NotFoundPage />;

  const rows = outbox.data ?? [];
  return (
    <Container size="lg" py="md">
      <Stack gap="sm">
        <Title order={2}>{t('outbox.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('outbox.hint')}
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={t('outbox.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbox.channel')}</Table.Th>
                <Table.Th>{t('outbox.to')}</Table.Th>
                <Table.Th>{t('outbox.body')}</Table.Th>
                <Table.Th>{t('outbox.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td>
                    <Badge variant="light" color={message.channel === 'sms' ? 'blue' : 'grape'}>
                      {message.channel}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {message.subject ? `${message.subject}\n${message.body}` : message.body}
                    {(message.attachments ?? []).map((file) => (
                      <Anchor
                        key={file.id}
                        display="block"
                        size="sm"
                        href={`/api/v3/dev/outbox/attachments/${file.id}`}
                        download={file.filename}
                      >
                        {file.filename}
                      </Anchor>
                    ))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 && !outbox.isPending && <Text c="dimmed">{t('outbox.empty')}</Text>}
      </Stack>
    </Container>
  );
}
