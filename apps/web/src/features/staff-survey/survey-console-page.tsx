import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionsPanel } from './questions-panel';
import { ResponsesPanel } from './responses-panel';

/** /dashboard/survey (Admin): the public survey's questions, and the responses it got. */
export function SurveyConsolePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1000}>
      <Title order={2} size="h3">
        {t('staff.sections.survey')}
      </Title>
      <Tabs defaultValue="questions" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="questions">{t('consoleMessaging.survey.questionsTab')}</Tabs.Tab>
          <Tabs.Tab value="responses">{t('consoleMessaging.survey.responsesTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="questions" pt="md">
          <QuestionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="responses" pt="md">
          <ResponsesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
