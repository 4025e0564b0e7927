import { Accordion, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { useFaqs } from './api';
import { filterFaqs } from './faq-filter';

/** /faq (flag faq). */
export function FaqPage() {
  return (
    <FlagGuard flag="faq">
      <FaqList />
    </FlagGuard>
  );
}

function FaqList() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = filterFaqs(faqs.data ?? [], deferred);

  return (
    <Stack gap="md" maw={840} mx="auto">
      <Title order={2} size="h3">
        {t('faq.title')}
      </Title>
      <TextInput
        type="search"
        label={t('faq.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
      />
      {faqs.isPending ? (
        <Center p="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" p="md" role="status">
          {t('faq.noMatch')}
        </Text>
      ) : (
        <Accordion variant="separated" multiple>
          {shown.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question}>
              <Accordion.Control>
                <Text fw={600} size="sm">
                  {faq.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {faq.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
