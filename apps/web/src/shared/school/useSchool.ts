import type { SchoolDetails } from '@alumni/domain';
import { useContext } from 'react';
import { SchoolContext } from './SchoolContext.ts';

/** The current school's details. Only usable below SchoolBoot, which always provides one. */
export function useSchool(): SchoolDetails {
  const school = useContext(SchoolContext);
  if (!school) throw new Error('useSchool must be used below SchoolBoot');
  return school;
}
