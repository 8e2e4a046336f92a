/**
 * The directory feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export type { DirectoryEntry, RecentJoiner } from './api.ts';
export { MemberAvatar } from './components/MemberAvatar.tsx';
export { MemberGrid } from './components/MemberGrid.tsx';
export { MemberGridSkeleton } from './components/MemberGridSkeleton.tsx';
export { MembersMapSection } from './components/MembersMapSection.tsx';
export { RoleBadge } from './components/RoleBadge.tsx';
export { readDirectoryParams } from './directoryParams.ts';
export { useDirectoryMap } from './hooks/useDirectoryMap.ts';
export { useMemberSearch } from './hooks/useMemberSearch.ts';
export { useRecentJoiners } from './hooks/useRecentJoiners.ts';
