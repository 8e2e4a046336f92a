import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import classes from './SchoolBrand.module.css';

/** The school's logo and name, linking to its home page. */
export function SchoolBrand({ compact = false }: { compact?: boolean }) {
  const school = useSchool();
  const localize = useLocalizedPath();
  return (
    <Link to={localize('/')} className={classes.brand} data-compact={compact || undefined}>
      {school.logo && <img src={school.logo} alt="" className={classes.logo} />}
      <span className={classes.name}>{school.name}</span>
    </Link>
  );
}
