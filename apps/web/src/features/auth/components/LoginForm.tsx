import type { LoginInput } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/formState.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import type { TextForm } from '../../../ui/form/useTextForm.ts';
import { useTextForm } from '../../../ui/form/useTextForm.ts';
import { useLogin } from '../hooks/useLogin.ts';
import classes from './LoginForm.module.css';

/** The login schema's checks, with zod: downloaded when the form is first used, once. */
const loadRules = () => import('../loginRules.ts');

/**
 * The sign-in form (spec 1 §5 "Login: valid email; password required"), checked with the
 * domain's login schema so it says what the server would. A refusal (wrong credentials,
 * registration awaiting validation, no role here) shows above the fields and in the red
 * notification list (spec 2 §8). The schema's code comes with the first focus in the form
 * (or the submit), so the page paints without it.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const login = useLogin();
  const form = useTextForm<keyof LoginInput>({ email: '', password: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let credentials: LoginInput = form.values;
    try {
      const rules = (await loadRules()).loginRules(locale);
      const errors = rules.validate(form.values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        focusFirstError(form, errors);
        return;
      }
      credentials = rules.transformValues(form.values);
    } catch {
      // The checks could not be downloaded: the server checks the same schema and answers
      // with the same messages, on the same fields.
    }
    login.mutate(credentials, { onError: (error) => showApiError(form, error) });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadRules()}
      noValidate
      aria-label={t('login_heading')}
    >
      <div className={classes.stack}>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Field form={form} name="email" label={t('login_email')}>
          {(props) => <input {...props} type="email" autoComplete="email" />}
        </Field>
        <Field form={form} name="password" label={t('login_password')}>
          {(props) => <PasswordInput props={props} toggleLabel={t('login_password_toggle')} />}
        </Field>
        <button
          type="submit"
          className={classes.submit}
          data-loading={login.isPending || undefined}
          aria-busy={login.isPending || undefined}
          disabled={login.isPending}
        >
          <span className={classes.submitLabel}>{t('login_submit')}</span>
          {login.isPending && <span className={classes.spinner} aria-hidden="true" />}
        </button>
        <div className={classes.links}>
          <Link className={classes.link} to={localizePath('/forgot', locale)}>
            {t('login_forgot')}
          </Link>
          <Link className={classes.link} to={localizePath('/new', locale)}>
            {t('login_first_connection')}
          </Link>
        </div>
      </div>
    </form>
  );
}

type InputProps = Omit<ReturnType<TextForm<keyof LoginInput>['getInputProps']>, 'error'> & {
  id: string;
  name: string;
  required: true;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled text field drawn as Mantine's TextInput (size sm), with its error under it. */
function Field({
  form,
  name,
  label,
  children,
}: {
  form: TextForm<keyof LoginInput>;
  name: keyof LoginInput;
  label: string;
  children: (props: InputProps) => ReactNode;
}) {
  const id = useId();
  const { error, ...inputProps } = form.getInputProps(name);
  const message = typeof error === 'string' && error ? error : null;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {children({
        ...inputProps,
        id,
        name,
        required: true,
        className: classes.input,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? `${id}-error` : undefined,
      })}
      {message && (
        <p className={classes.error} id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

/** The password, hidden, with Mantine's eye button beside it to show it. */
function PasswordInput({ props, toggleLabel }: { props: InputProps; toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <div className={classes.password}>
      <input {...props} type={visible ? 'text' : 'password'} autoComplete="current-password" />
      <button
        type="button"
        className={classes.toggle}
        aria-label={toggleLabel}
        aria-pressed={visible}
        tabIndex={-1}
        onClick={() => setVisible((shown) => !shown)}
      >
        <Icon aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
