import { type Subscription, UNSUBSCRIBE_LISTS, type UnsubscribeList } from '@alumni/domain';
import { Alert, Button, Container, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { fetchSubscription, putSubscription, subscriptionKey } from '../api.ts';
import { detailOf } from '../detailOf.ts';

/**
 * `/subscription[?token=]` (spec 1 §2 "Subscription and unsubscription pages", spec 2 §8;
 * issue 34 item 3): every list a member can receive here (newsletter, information e-mails,
 * weekly job summary, mass messages), each with a switch, saved at once. Signed in, or through
 * a link's token (from an unsubscription), which the save spends; an unknown, expired or used
 * token shows "Error! Invalid token".
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  const query = useQuery({
    queryKey: subscriptionKey(token),
    queryFn: ({ signal }) => fetchSubscription(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [lists, setLists] = useState<Subscription['lists'] | null>(null);
  useEffect(() => {
    if (query.data && !lists) setLists(query.data.lists);
  }, [query.data, lists]);
  const save = useMutation({
    mutationFn: () => putSubscription({ ...(token ? { token } : {}), lists: lists ?? {} }),
    onSuccess: (saved) => setLists(saved.lists),
  });
  const failure = query.error ?? save.error;
  const invalid = isApiError(failure) && failure.status === 400 ? detailOf(failure) : null;
  const signedOut = isApiError(query.error) && query.error.status === 401;
  const spent = Boolean(token) && save.isSuccess;

  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('subscription_heading')}
          </Title>
          {invalid ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden="true" />}
              data-testid="subscription-invalid"
            >
              {invalid}
            </Alert>
          ) : signedOut ? (
            <Alert color="blue" variant="light">
              {t('subscription_sign_in')}
            </Alert>
          ) : query.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('subscription_failed')}
            </Alert>
          ) : !lists ? (
            <Loader size="sm" aria-label={t('subscription_loading')} />
          ) : (
            <>
              <Text>{t('subscription_intro', { name: query.data?.first_name ?? '' })}</Text>
              <Stack gap="sm">
                {UNSUBSCRIBE_LISTS.map((list: UnsubscribeList) => (
                  <Switch
                    key={list}
                    label={t(`subscription_list_${list}`)}
                    checked={lists[list]}
                    disabled={spent}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setLists((current) => (current ? { ...current, [list]: checked } : current));
                    }}
                  />
                ))}
              </Stack>
              {save.isSuccess ? (
                <Alert
                  color="green"
                  variant="light"
                  role="status"
                  icon={<IconCircleCheck aria-hidden="true" />}
                  data-testid="subscription-saved"
                >
                  {spent ? t('subscription_saved_link') : t('subscription_saved')}
                </Alert>
              ) : null}
              {save.isError && !invalid && (
                <Alert color="red" variant="light" role="alert">
                  {t('subscription_failed')}
                </Alert>
              )}
              {!spent && (
                <Button loading={save.isPending} onClick={() => save.mutate()}>
                  {t('subscription_save')}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
