import { useSearchParams } from 'react-router';
import { Activation } from '../components/Activation.tsx';
import { NewAccount } from '../components/NewAccount.tsx';

/**
 * `/registration`: with `?token=` the activation link's screen (token verification, expired
 * link); without, the same new-account screens as `/new`.
 */
export default function RegistrationPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <Activation token={token} /> : <NewAccount />;
}
