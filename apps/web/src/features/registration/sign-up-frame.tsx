import type { ReactNode } from 'react';
import { AuthCard } from '../../components/auth-card';

/** The frame of the sign-up screens: the sign-in card, wider on a counter PC for the longer forms. */
export function SignUpFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={title} wide>
      {children}
    </AuthCard>
  );
}
