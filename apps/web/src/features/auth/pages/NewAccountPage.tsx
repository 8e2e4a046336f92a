import { NewAccount } from '../components/NewAccount.tsx';

/** `/new`: first connection / new account (spec 1 §2). */
export default function NewAccountPage() {
  return <NewAccount />;
}
