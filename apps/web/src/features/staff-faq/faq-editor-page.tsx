import type { ConsoleFaq } from '@galla/contracts/console-faq';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useConsoleFaqs, useReorderFaqs, useUpdateFaq } from './api';
import { FaqFormModal } from './faq-form-modal';

/**
 * /dashboard/faq (Admin, subAdmin): the retailer FAQ page's questions. Add, edit, hide/show and
 * move up or down; each change is saved at once and audited on the server.
 */
export function FaqEditorPage() {
  const { t } = useTranslation();
  const faqs = useConsoleFaqs();
  const update = useUpdateFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<ConsoleFaq | 'new'>();
  const rows = faqs.data ?? [];

  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.faqId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return act(reorder.mutateAsync(ids));
  };

  return (
    <Stack gap="md" maw={840}>
      <Title order={2} size="h3">
        {t('staff.sections.faq')}
      </Title>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t('consoleMessaging.faq.intro')}
        </Text>
        <Button onClick={() => setEditing('new')}>{t('consoleMessaging.faq.add')}</Button>
      </Group>
      {faqs.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : faqs.isError ? (
        <Alert color="red">{t('consoleMessaging.faq.error')}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('consoleMessaging.faq.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((faq, index) => (
            <Paper key={faq.faqId} component="li" withBorder p="sm" opacity={faq.hidden ? 0.6 : 1}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {faq.question}
                    </Text>
                    {faq.hidden && <Badge color="gray">{t('consoleMessaging.faq.hidden')}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {faq.answer}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={t('consoleMessaging.faq.moveUp', { question: faq.question })}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    disabled={index === rows.length - 1 || reorder.isPending}
                    aria-label={t('consoleMessaging.faq.moveDown', { question: faq.question })}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Group gap="xs" mt="xs">
                <Button size="compact-sm" variant="default" onClick={() => setEditing(faq)}>
                  {t('consoleMessaging.faq.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() =>
                    act(
                      update.mutateAsync({
                        faqId: faq.faqId,
                        question: faq.question,
                        answer: faq.answer,
                        hidden: !faq.hidden,
                      }),
                    )
                  }
                >
                  {faq.hidden ? t('consoleMessaging.faq.show') : t('consoleMessaging.faq.hide')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <FaqFormModal
        opened={editing !== undefined}
        faq={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
