import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient.ts';
import { SchoolBoot } from './SchoolBoot.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SchoolBoot />
    </QueryClientProvider>
  );
}
