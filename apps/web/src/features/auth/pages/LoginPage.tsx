import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from '../../../ui/Notice.tsx';
import classes from '../components/LoginForm.module.css';
import { LoginForm } from '../components/LoginForm.tsx';
import { readLoginNotice } from '../loginNotice.ts';

/**
 * `/login`: the sign-in form inside the auth layout's card, under the school's name, with the
 * notice another account screen left (new password saved, registration awaiting validation).
 * Plain markup drawn as Mantine's (pages.ts PLAIN_PAGES): the page every visit starts on
 * paints without Mantine's code (issue 16).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const notice = readLoginNotice(useLocation().state);
  return (
    <>
      <h2 className={classes.heading}>{t('login_heading')}</h2>
      {notice && (
        <div className={classes.notice}>
          <Notice color={notice.color} role="status" data-testid="login-notice">
            {notice.message}
          </Notice>
        </div>
      )}
      <LoginForm />
    </>
  );
}
