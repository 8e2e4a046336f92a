import type { SchoolDetails } from '@alumni/domain';
import { createContext } from 'react';

/** The current school, resolved once at start-up: every page below the boot screen has one. */
export const SchoolContext = createContext<SchoolDetails | null>(null);
