import { MENTORSHIP_RATING_COMMENT_MAX, MENTORSHIP_RATINGS } from '@alumni/domain';
import { Button, Fieldset, Group, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { rateMatch } from '../api.ts';
import { useMentorshipChange } from '../hooks/useMentorshipChange.ts';
import { RatingIcon } from './RatingIcon.tsx';

/**
 * The mentee's rating at the end of the six months (issue 33 item 4 "the mentee rates the
 * mentorship on five emotions and the match becomes Finished"): one of five emotions, shown
 * as faces with their words, and an optional comment.
 */
export function RatingForm({ matchId, mentorName }: { matchId: number; mentorName: string }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<string>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; general: string[] }>({ general: [] });
  const rate = useMentorshipChange((body: { rating: number; comment: string }) =>
    rateMatch(matchId, body),
  );
  return (
    <form
      noValidate
      data-testid="rating-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!rating) {
          setErrors({ rating: t('mentorship_rating_required'), general: [] });
          return;
        }
        rate.mutate(
          { rating: Number(rating), comment: comment.trim() },
          {
            onSuccess: () => notifySuccess(t('mentorship_rated_done', { name: mentorName })),
            onError: (error) => {
              const server = apiFormErrors(error);
              const general = server?.general ?? [];
              setErrors(
                server?.fields.rating ? { rating: server.fields.rating, general } : { general },
              );
              notifyError(error);
            },
          },
        );
      }}
    >
      <Fieldset legend={t('mentorship_rating_heading')}>
        <Stack gap="sm">
          <FormErrorAlert errors={errors.general} />
          <Text size="sm">{t('mentorship_rating_intro', { name: mentorName })}</Text>
          <Radio.Group
            label={t('mentorship_rating_question')}
            required
            value={rating}
            onChange={(value) => {
              setRating(value);
              setErrors({ general: [] });
            }}
            error={errors.rating}
          >
            <SimpleGrid cols={{ base: 1, xs: 5 }} spacing="xs" mt="xs">
              {MENTORSHIP_RATINGS.map((entry) => (
                <Radio.Card
                  key={entry.value}
                  value={String(entry.value)}
                  radius="md"
                  p="xs"
                  data-testid={`rating-${entry.key}`}
                >
                  <Group
                    gap="xs"
                    wrap="nowrap"
                    justify="center"
                    style={{ flexDirection: 'column' }}
                  >
                    <RatingIcon rating={entry.value} size={36} />
                    <Text size="sm" ta="center">
                      {t(`mentorship_rating_${entry.key}`)}
                    </Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Textarea
            label={t('mentorship_rating_comment')}
            autosize
            minRows={2}
            maxLength={MENTORSHIP_RATING_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={rate.isPending}
              leftSection={<IconStar aria-hidden="true" size={18} />}
            >
              {t('mentorship_rating_submit')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
