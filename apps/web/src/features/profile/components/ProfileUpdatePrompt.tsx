import type { PromptExperience } from '@alumni/domain';
import { hasRoleInSchool, localizePath, promptEndDate, promptPatch } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { muteProfilePrompt, patchExperience, profileKey } from '../api.ts';
import { useProfile } from '../hooks/useProfile.ts';
import type { MonthYear } from '../profileModel.ts';
import { NEW_CURRENT_STEP, PROMPT_SHOWN_KEY, promptExperienceFor } from '../profileModel.ts';
import { MonthYearPicker } from './MonthYearPicker.tsx';

function shownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(PROMPT_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    window.sessionStorage.setItem(PROMPT_SHOWN_KEY, '1');
  } catch {
    // Storage refused (private mode): the prompt may come back on the next page load.
  }
}

/**
 * The profile-update prompt (spec 2 §2, spec 1 §4): for a signed-in member of this school
 * whose own profile has a current occupation and a last update over 6 months old (and not
 * muted), asks once per session whether "<title> at <organisation>" is still current. Yes:
 * PATCH `{current_occupation: true, end_date: null}`, success, then that experience's form.
 * No: the end date (month/year, error profile_workexp_form_end_date_errorMsg), PATCH, then
 * the profile with step=new-current. Closing the prompt mutes it.
 */
export function ProfileUpdatePrompt() {
  const school = useSchool();
  const { user } = useViewer();
  const member = user !== null && hasRoleInSchool(user, school);
  const [eligible] = useState(() => !shownThisSession());
  const profile = useProfile(member && eligible ? user.id : null);
  const [asked, setAsked] = useState<PromptExperience | null>(null);
  useEffect(() => {
    if (!profile.data || asked || shownThisSession()) return;
    const experience = promptExperienceFor(profile.data, new Date());
    if (experience) {
      markShown();
      setAsked(experience);
    }
  }, [profile.data, asked]);
  if (!user || !asked) return null;
  return <PromptModal userId={user.id} experience={asked} onDone={() => setAsked(null)} />;
}

function PromptModal({
  userId,
  experience,
  onDone,
}: {
  userId: number;
  experience: PromptExperience;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(true);
  const [step, setStep] = useState<'ask' | 'end'>('ask');
  const [picked, setPicked] = useState<MonthYear>({ year: null, month: null });
  const [endError, setEndError] = useState<string | undefined>();
  const answer = useMutation({
    mutationFn: (patch: ReturnType<typeof promptPatch>) =>
      patchExperience(userId, experience.id, patch),
  });
  const mute = useMutation({ mutationFn: muteProfilePrompt });
  const finish = (to: string) => {
    void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
    setOpened(false);
    onDone();
    void navigate(localizePath(to, locale));
  };

  const yes = () =>
    answer.mutate(promptPatch({ stillCurrent: true }), {
      onSuccess: () => {
        notifySuccess(t('profile_prompt_confirmed'));
        finish(`/profile/${userId}?edit=experience-${experience.id}`);
      },
      onError: (error) => notifyError(error),
    });
  const saveEnd = () => {
    const result = promptEndDate(experience, picked);
    if (!result.ok) {
      setEndError(t(result.error));
      return;
    }
    setEndError(undefined);
    answer.mutate(promptPatch({ stillCurrent: false, end_date: result.end_date }), {
      onSuccess: () => {
        notifySuccess(t('profile_prompt_closed'));
        finish(`/profile/${userId}?step=${NEW_CURRENT_STEP}`);
      },
      onError: (error) => notifyError(error),
    });
  };
  const close = () => {
    setOpened(false);
    onDone();
    mute.mutate(undefined, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKey(userId) }),
      onError: (error) => notifyError(error),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('profile_prompt_title')}
      closeButtonProps={{ 'aria-label': t('profile_prompt_close') }}
      centered
    >
      {step === 'ask' ? (
        <Stack gap="md" data-testid="profile-prompt">
          <Text>
            {t('profile_prompt_question', {
              title: experience.title,
              organisation: experience.organisation,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('end')} disabled={answer.isPending}>
              {t('profile_prompt_no')}
            </Button>
            <Button onClick={yes} loading={answer.isPending} data-autofocus>
              {t('profile_prompt_yes')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            saveEnd();
          }}
        >
          <Stack gap="md" data-testid="profile-prompt">
            <Text>
              {t('profile_prompt_end_question', {
                title: experience.title,
                organisation: experience.organisation,
              })}
            </Text>
            <MonthYearPicker
              name="prompt_end_date"
              label={t('profile_experience_end')}
              required
              value=""
              onChange={(_value, parts) => {
                setPicked(parts);
                setEndError(undefined);
              }}
              error={endError}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('ask')}>
                {t('profile_prompt_back')}
              </Button>
              <Button type="submit" loading={answer.isPending}>
                {t('form_save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
